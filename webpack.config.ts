import { readFileSync } from 'node:fs';
import path from 'node:path';
import CopyPlugin from 'copy-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { minifyStyledCss } from './scripts/build/minify-styled-css';
import { isoDate } from './src/i18n/format';
import { colors } from './src/styles/theme';

type Mode = 'development' | 'production';

export default (_env: unknown, argv: { mode?: Mode }): webpack.Configuration & { devServer?: DevServerConfiguration } => {
  const mode: Mode = argv.mode ?? 'production';
  const production = mode === 'production';

  return {
    mode,
    entry: { main: './src/main.tsx' },
    output: {
      path: path.resolve(__dirname, 'dist'),
      publicPath: '/',
      // Everything under /assets is content-hashed and cached for a year (firebase.json).
      filename: production ? 'assets/js/[name].[contenthash:8].js' : 'assets/js/[name].js',
      chunkFilename: production ? 'assets/js/[name].[contenthash:8].js' : 'assets/js/[name].js',
      assetModuleFilename: 'assets/media/[name].[contenthash:8][ext]',
      clean: true,
      // Native ES modules: chunks load with import(), which needs a smaller runtime than JSONP.
      module: true,
      chunkFormat: 'module',
      chunkLoading: 'import',
    },
    experiments: { outputModule: true },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      alias: {
        stylis$: path.resolve(__dirname, 'src/shims/stylis-without-prefixer.js'),
        'stylis-original$': path.resolve(__dirname, 'node_modules/stylis/index.js'),
        'use-sync-external-store/shim/index.js$': path.resolve(__dirname, 'src/shims/use-sync-external-store.js'),
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
            options: { transpileOnly: true, getCustomTransformers: () => ({ before: [minifyStyledCss()] }) },
          },
        },
        { test: /\.(woff2|svg|png|webp|avif|jpg)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      // See src/shims/wouter-react-deps.js.
      new webpack.NormalModuleReplacementPlugin(/^\.\/react-deps\.js$/, (resource: { context: string; request: string }) => {
        if (/[\\/]wouter[\\/]/.test(resource.context)) resource.request = path.resolve(__dirname, 'src/shims/wouter-react-deps.js');
      }),
      new webpack.DefinePlugin({ __BUILD_DATE__: JSON.stringify(isoDate(new Date())) }),
      new HtmlWebpackPlugin({
        // A plain file, not a lodash template: those compile to `with`, which ES module output forbids.
        templateContent: readFileSync(path.resolve(__dirname, 'src/index.html'), 'utf8'),
        meta: { 'theme-color': colors.brand },
        scriptLoading: 'module',
        minify: production && { collapseWhitespace: true, removeComments: true },
      }),
      new CopyPlugin({
        patterns: [
          { from: 'public', to: '.' },
          { from: 'src/assets/generated/icons', to: '.' },
        ],
      }),
    ],
    optimization: {
      splitChunks: {
        cacheGroups: {
          // Libraries change less often than the site: their own long-cached file.
          vendor: { test: /[\\/]node_modules[\\/]/, name: 'vendor', chunks: 'initial', enforce: true },
        },
      },
    },
    performance: { hints: production ? 'warning' : false, maxEntrypointSize: 330_000, maxAssetSize: 330_000 },
    devServer: {
      port: Number(process.env.PORT ?? 8080),
      historyApiFallback: true,
      static: false,
      client: { overlay: { warnings: false } },
    },
  };
};
