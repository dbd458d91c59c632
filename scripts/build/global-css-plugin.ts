import HtmlWebpackPlugin from 'html-webpack-plugin';
import type webpack from 'webpack';
import { fontFiles, globalCss, type FontFile } from '../../src/styles/global-css';

/**
 * Writes the site-wide stylesheet (src/styles/global-css.ts) into the page template's <head>,
 * ahead of styled-components' sheet, with the emitted font files' hashed URLs.
 */
export class GlobalCssPlugin {
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.compilation.tap('GlobalCssPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).beforeEmit.tap('GlobalCssPlugin', (data) => {
        const publicPath = String(compilation.outputOptions.publicPath ?? '/');
        const assets = compilation.getAssets().map((asset) => asset.name);
        const url = (file: FontFile) => {
          const found = assets.find((name) => name.startsWith(`assets/media/${file}.`) && name.endsWith('.woff2'));
          if (!found) throw new Error(`GlobalCssPlugin: no emitted font file for "${file}" (fontFiles in src/styles/global-css.ts)`);
          return `${publicPath}${found}`;
        };
        // Every file named in fontFiles must exist, even one no page preloads.
        Object.values(fontFiles).forEach(url);
        data.html = data.html.replace('</head>', `<style data-global>${globalCss(url)}</style></head>`);
        return data;
      });
    });
  }
}
