import { readFileSync } from 'node:fs';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';
import { fontFiles, globalCss, unpreloadedFontFiles, type FontFile } from '../../src/styles/global-css';

const generatedFonts = path.resolve(__dirname, '../../src/assets/generated/fonts');

/**
 * Writes the site-wide stylesheet (src/styles/global-css.ts) into the page template's <head>,
 * ahead of styled-components' sheet, with the emitted font files' hashed URLs. The faces no page
 * preloads (the quotes') are imported by no module, so it emits them itself, named as webpack
 * names an asset: their URLs are in the stylesheet only, never in a script.
 */
export class GlobalCssPlugin {
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap('GlobalCssPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'GlobalCssPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const name of unpreloadedFontFiles) {
          const file = path.join(generatedFonts, `${name}.woff2`);
          const data = readFileSync(file);
          compilation.fileDependencies.add(file);
          const hash = webpack.util.createHash(compilation.outputOptions.hashFunction ?? 'md4').update(data).digest('hex').slice(0, 8);
          compilation.emitAsset(`assets/media/${name}.${hash}.woff2`, new webpack.sources.RawSource(data));
        }
      });
    });
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
