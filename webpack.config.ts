import { readFileSync } from 'node:fs';
import path from 'node:path';
import ReactRefreshPlugin from '@pmmmwh/react-refresh-webpack-plugin';
import CopyPlugin from 'copy-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import reactRefreshTypeScript from 'react-refresh-typescript';
import webpack from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { CompileHintPlugin } from './scripts/build/compile-hint-plugin';
import { GlobalCssPlugin } from './scripts/build/global-css-plugin';
import { minifyStyledCss } from './scripts/build/minify-styled-css';
import { stylisOfStyledComponents, stylisShim, wouterParser, wouterReactDeps } from './scripts/build/private-deps';
import { BUILD_DATE_FILE } from './scripts/lib/build-date';
import { APP_CHUNKS, CHUNK_NAMES_FILE } from './scripts/lib/chunk-names';
import { localSiteWideHeaders } from './scripts/lib/local-headers';
import { isoDate } from './src/i18n/format';
import { colors } from './src/styles/theme';

type Mode = 'development' | 'production';

/** Writes `{ "assets/js/<hash>.js": "<chunk name>" }` for the prerender, the weight report and the tests. */
class ChunkNamesPlugin {
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap('ChunkNamesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ChunkNamesPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const names: Record<string, string> = {};
        for (const chunk of compilation.chunks) {
          for (const file of chunk.files) if (file.endsWith('.js')) names[file] = chunk.name ?? String(chunk.id);
        }
        compilation.emitAsset(CHUNK_NAMES_FILE, new webpack.sources.RawSource(JSON.stringify(names, null, 2)));
      });
    });
  }
}

/**
 * A lazy context (the page registry's rule, src/app/page-registry.ts) names each file once, by its
 * request without extension: webpack lists `./about` and `./about.ts` both, and the contexts'
 * maps are part of every page's start.
 */
class ContextKeysPlugin {
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.contextModuleFactory.tap('ContextKeysPlugin', (factory) => {
      factory.hooks.alternativeRequests.tap({ name: 'ContextKeysPlugin', stage: 100 }, (items: { context: string; request: string }[]) => {
        const requests = new Set(items.map((item) => item.request));
        return items.filter((item) => !/\.tsx?$/.test(item.request) || !requests.has(item.request.replace(/\.tsx?$/, '')));
      });
    });
  }
}

/** Stamps the build's day into the code and records it beside the output, for the steps and tests after webpack. */
class BuildDatePlugin {
  private readonly day = isoDate(new Date());

  apply(compiler: webpack.Compiler): void {
    new webpack.DefinePlugin({ __BUILD_DATE__: JSON.stringify(this.day) }).apply(compiler);
    compiler.hooks.thisCompilation.tap('BuildDatePlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'BuildDatePlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        compilation.emitAsset(BUILD_DATE_FILE, new webpack.sources.RawSource(`${this.day}\n`));
      });
    });
  }
}

/**
 * The switches the settings turn on, as the build's constants: off, the code behind them is left
 * out whole, so what a visitor loads does not change by a byte (the paid card's book-and-pay
 * branch, the visit counter's hook and chunk, the WhatsApp button's code). Under the dev server
 * the paid card's branch and the button's code are always there and the settings decide what
 * shows, so a switch changed while `npm start` runs shows at once; a changed analytics choice
 * needs `npm start` again.
 */
function settingsSwitches(production: boolean): Record<string, string> {
  // Read when the build runs, after `npm run assets` wrote the settings' modules: `npm start`
  // imports this file before it runs `assets`, and a fresh clone has none yet.
  /* eslint-disable @typescript-eslint/no-require-imports -- see above */
  const { services } = require('./src/config/services') as typeof import('./src/config/services');
  const { analytics } = require('./src/config/analytics') as typeof import('./src/config/analytics');
  const { site } = require('./src/config/site') as typeof import('./src/config/site');
  /* eslint-enable @typescript-eslint/no-require-imports */
  return {
    __PAYMENT_IN_BOOKING__: JSON.stringify(!production || services.some((service) => service.paymentInBooking)),
    __COOKIELESS_ANALYTICS__: JSON.stringify(analytics.services.length > 0),
    __GOOGLE_ANALYTICS__: JSON.stringify(analytics.googleAnalytics !== undefined),
    __WHATSAPP_BUTTON__: JSON.stringify(!production || site.whatsappButton.show),
  };
}

export default (_env: unknown, argv: { mode?: Mode }): webpack.Configuration & { devServer?: DevServerConfiguration } => {
  const mode: Mode = argv.mode ?? 'production';
  const production = mode === 'production';

  return {
    mode,
    entry: { main: './src/main.ts' },
    output: {
      path: path.resolve(__dirname, 'dist'),
      publicPath: '/',
      // Everything under /assets is content-hashed and cached for a year (firebase.json).
      filename: production ? 'assets/js/[name].[contenthash:8].js' : 'assets/js/[name].js',
      // Lazy chunks carry only their hash: their names would sit in the entry's chunk map, which
      // every page downloads. ChunkNamesPlugin records the names for the build's own tools.
      chunkFilename: production ? 'assets/js/[contenthash:8].js' : 'assets/js/[name].js',
      assetModuleFilename: 'assets/media/[name].[contenthash:8][ext]',
      clean: true,
      // Native ES modules: chunks load with import(), which needs a smaller runtime than JSONP.
      module: true,
      chunkFormat: 'module',
      chunkLoading: 'import',
    },
    experiments: { outputModule: true },
    // Not an eval-based map in development: the Content-Security-Policy the dev server sends forbids eval.
    devtool: production ? 'source-map' : 'cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      alias: {
        // See src/shims/stylis-without-prefixer.js; the real stylis is the copy styled-components resolves.
        stylis$: stylisShim,
        'stylis-original$': stylisOfStyledComponents.entry,
        // wouter's default route parser, which the app replaces with its own (`<Router parser>`,
        // src/routes/route-pattern.ts): one parser in the bundle instead of two.
        regexparam$: wouterParser.shim,
      },
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          // Types are checked once by `tsc --noEmit` (npm test); the bundler only strips them.
          use: {
            loader: 'ts-loader',
            // In development, React Fast Refresh's transform marks components so an edit re-renders them in place.
            options: { transpileOnly: true, getCustomTransformers: () => ({ before: [minifyStyledCss(), ...(production ? [] : [reactRefreshTypeScript()])] }) },
          },
        },
        { test: /\.(woff2|svg|png|webp|avif|jpg)$/, type: 'asset/resource' },
        // A file imported for its URL (`./x.json?url`: a post's body), emitted as it is.
        { resourceQuery: /^\?url$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      // See src/shims/wouter-react-deps.js.
      new webpack.NormalModuleReplacementPlugin(wouterReactDeps.request, (resource: { context: string; request: string }) => {
        if (wouterReactDeps.dir.test(resource.context)) resource.request = wouterReactDeps.shim;
      }),
      new ContextKeysPlugin(),
      new BuildDatePlugin(),
      new webpack.DefinePlugin(settingsSwitches(production)),
      new HtmlWebpackPlugin({
        // A plain file, not a lodash template: those compile to `with`, which ES module output forbids.
        templateContent: readFileSync(path.resolve(__dirname, 'src/index.html'), 'utf8'),
        meta: { 'theme-color': colors.brand },
        scriptLoading: 'module',
        minify: production && { collapseWhitespace: true, removeComments: true },
      }),
      new GlobalCssPlugin(),
      new ChunkNamesPlugin(),
      ...(production ? [new CompileHintPlugin([APP_CHUNKS.start, APP_CHUNKS.shared])] : []),
      // Fast Refresh: an edited component updates the open page in place, its state kept. Its own
      // error overlay is off: the dev server's shows the build's errors.
      ...(production ? [] : [new ReactRefreshPlugin({ overlay: false })]),
      new CopyPlugin({
        patterns: [
          // Files served as they are from the site root (a search console's verification file, say).
          { from: 'public', to: '.', noErrorOnMissing: true, globOptions: { ignore: ['**/.gitkeep'] } },
          { from: 'src/assets/generated/icons', to: '.' },
          // The pictures in the posts' text, named by a hash of their bytes (scripts/compile-posts.ts): a post's body names them by URL.
          { from: 'src/assets/generated/pictures', to: 'assets/pictures', noErrorOnMissing: true, globOptions: { ignore: ['**/manifest.json'] } },
        ],
      }),
    ],
    optimization: {
      // Ids numbered by how often they are used: the smallest runtime and chunk map for a
      // first visit, which is most visits here. The price: a change to the module graph can
      // renumber ids and so re-hash more chunks than it touched.
      chunkIds: 'size',
      moduleIds: 'size',
      // The app is two chunks: 'start', what only it runs (the router, the header, the footer),
      // and 'shared', React, the libraries and every module of the app a page uses too. A page's
      // own chunk names 'shared' beside it, so a page fetched from the page landed on
      // (src/app/landing.ts), which asks for 'start' at the same moment, comes with 'shared'
      // in parallel rather than after the app. Behaviours and the consent banner stay out: the
      // page landed on never needs React.
      splitChunks: {
        cacheGroups: {
          default: false,
          defaultVendors: false,
          shared: {
            name: APP_CHUNKS.shared,
            chunks: (chunk) => chunk.name === APP_CHUNKS.start || (chunk.name?.startsWith('page-') ?? false),
            // What the app itself runs, needed by a page too; what only pages share stays in each.
            test: (module: webpack.Module, { chunkGraph }: { chunkGraph: webpack.ChunkGraph }) => [...chunkGraph.getModuleChunksIterable(module)].some((chunk) => chunk.name === APP_CHUNKS.start),
            minChunks: 2,
            minSize: 0,
          },
        },
      },
    },
    performance: { hints: production ? 'warning' : false, maxEntrypointSize: 330_000, maxAssetSize: 330_000 },
    // While developing, the build's errors and warnings only, without a line saying there are none:
    // a screen, not a scroll.
    ...(production ? {} : { stats: { preset: 'errors-warnings', errorsCount: false, warningsCount: false }, infrastructureLogging: { level: 'warn' as const } }),
    devServer: {
      port: Number(process.env.PORT ?? 8080),
      historyApiFallback: true,
      static: false,
      hot: true,
      client: { logging: 'warn', overlay: { warnings: false } },
      // Firebase Hosting's headers, so the policy that production enforces applies while developing
      // too; without `upgrade-insecure-requests`, which would make Safari ask for everything over https.
      headers: localSiteWideHeaders(),
    },
  };
};
