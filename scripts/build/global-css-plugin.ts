import { readFileSync } from 'node:fs';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';
import { locales } from '../../src/i18n/locale';
import { STYLESHEET_ATTRIBUTE } from '../../src/config/runtime';
import { fontFiles, siteCss, unpreloadedFontFiles, type FirstScreenFile, type FontFile } from '../../src/styles/global-css';

const generatedFonts = path.resolve(__dirname, '../../src/assets/generated/fonts');
/** A font file as scripts/subset-fonts.ts cut it. */
const generatedFont = (name: string) => path.join(generatedFonts, `${name}.woff2`);

/** An emitted file's address: the one asset whose name starts with `prefix` and ends with `extension`. */
function emittedUrl(compilation: webpack.Compilation, prefix: string, extension: string): string {
  const found = compilation.getAssets().find(({ name }) => name.startsWith(prefix) && name.endsWith(extension));
  if (!found) throw new Error(`GlobalCssPlugin: nothing emitted as ${prefix}*${extension}`);
  return `${String(compilation.outputOptions.publicPath ?? '/')}${found.name}`;
}

const fontUrl = (compilation: webpack.Compilation) => (file: FontFile) => emittedUrl(compilation, `assets/media/${file}.`, '.woff2');

/**
 * Emits each language's stylesheet (src/styles/global-css.ts, siteCss: the site-wide rules and the
 * language's faces, with the emitted font files' hashed URLs) as `assets/css/site-<locale>.<hash>.css`,
 * and links both in the page template's <head>, ahead of styled-components' sheet; the prerender
 * keeps the page's own, and the script that asks for its faces (./early-script.ts) after it. The
 * faces no page preloads (the quotes') are imported by no module, so it emits them itself, named as
 * webpack names an asset: their URLs are in the stylesheet only, never in a script.
 */
export class GlobalCssPlugin {
  apply(compiler: webpack.Compiler): void {
    const hashOf = (compilation: webpack.Compilation, data: Buffer | string) =>
      webpack.util.createHash(compilation.outputOptions.hashFunction ?? 'md4').update(data).digest('hex').slice(0, 8);
    compiler.hooks.thisCompilation.tap('GlobalCssPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'GlobalCssPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const name of unpreloadedFontFiles) {
          const file = generatedFont(name);
          const data = readFileSync(file);
          compilation.fileDependencies.add(file);
          compilation.emitAsset(`assets/media/${name}.${hashOf(compilation, data)}.woff2`, new webpack.sources.RawSource(data));
        }
      });
      // After the source maps are written (DEV_TOOLING), before the page template is (OPTIMIZE_INLINE): a
      // stylesheet of data: URLs has nothing to map.
      compilation.hooks.processAssets.tap({ name: 'GlobalCssPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING + 1 }, () => {
        for (const locale of locales) {
          const data = (name: FirstScreenFile) => {
            const file = generatedFont(name);
            compilation.fileDependencies.add(file);
            return `data:font/woff2;base64,${readFileSync(file).toString('base64')}`;
          };
          const css = siteCss(locale, data, fontUrl(compilation));
          compilation.emitAsset(`assets/css/site-${locale}.${hashOf(compilation, css)}.css`, new webpack.sources.RawSource(css));
        }
      });
    });
    compiler.hooks.compilation.tap('GlobalCssPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).beforeEmit.tap('GlobalCssPlugin', (data) => {
        // Every file named in fontFiles must exist, even one no page preloads.
        Object.values(fontFiles).forEach(fontUrl(compilation));
        const links = locales
          .map((locale) => `<link rel="stylesheet" href="${emittedUrl(compilation, `assets/css/site-${locale}.`, '.css')}" ${STYLESHEET_ATTRIBUTE}="${locale}">`)
          .join('');
        data.html = data.html.replace('</head>', `${links}</head>`);
        return data;
      });
    });
  }
}
