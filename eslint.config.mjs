// Lint: type-aware TypeScript rules, React hooks, no import cycles, and the
// one-way layering the README states. `npm run lint` fails on any warning.
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { importCycles } from './scripts/lib/import-cycles.mjs';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Lower layers never import higher ones, types included (the zones see `import type` too):
 * assets → config (the facts and settings) → i18n, routes, seo (the library: languages, addresses,
 * search metadata; they quote the facts but know no words) → content (the words, their schemas and
 * the compiled modules) → state, styles → analytics (counting visits, and the visitor's consent to
 * it) → components → pages → app. Within the library, i18n knows no addresses and routes no search
 * metadata; within content, the schemas (which give the types) are below the modules the words are
 * compiled into. State and styles know no words or addresses. Every folder of src/ is in a layer: the entry, src/main.ts, is the top,
 * and the shims stand in for packages, importing none of the site. Beside the zones, the
 * import graph read with types (scripts/lib/import-cycles.mjs) refuses any cycle, between modules
 * or between folders, that a type import closes.
 */
const src = (dir) => `./src/${dir}`;
const lib = ['i18n', 'routes', 'seo'].map(src);
const upper = ['analytics', 'components', 'pages', 'app'].map(src);
const everything = ['assets', 'config', 'i18n', 'routes', 'seo', 'content', 'state', 'styles'].map(src).concat(upper);
const layers = [
  { target: src('assets'), from: ['config', 'i18n', 'routes', 'seo', 'content', 'state', 'styles'].map(src).concat(upper), message: 'Assets are the bottom layer: they import nothing of the site.' },
  { target: src('config'), from: ['i18n', 'routes', 'seo', 'content', 'state', 'styles'].map(src).concat(upper), message: 'Config (settings and facts) is below the words: it imports only assets.' },
  { target: lib, from: ['content', 'state', 'styles'].map(src).concat(upper), message: 'i18n, routes and seo are the library below the words: they import only config, assets and each other.' },
  { target: src('i18n'), from: [src('routes'), src('seo')], message: 'i18n is the bottom of the library: it knows no addresses or search metadata.' },
  { target: src('routes'), from: src('seo'), message: 'Routes know no search metadata: seo reads the routes, not the other way.' },
  { target: src('content/schema'), from: ['generated', 'blog', 'ui', 'en', 'ar'].map((dir) => src(`content/${dir}`)), message: 'The schemas are the bottom of content: they give the types, and import nothing the words make.' },
  { target: src('content'), from: ['state', 'styles'].map(src).concat(upper), message: 'Content (the words) imports only the library, config and assets.' },
  { target: [src('state'), src('styles')], from: ['content', 'i18n', 'routes', 'seo'].map(src).concat(upper), message: 'State and styles know no words or addresses: they import only config and assets.' },
  { target: src('analytics'), from: ['components', 'pages', 'app'].map(src), message: 'Analytics is below the interface: components and the app import it, never the other way. Move what both need into a lower layer.' },
  { target: src('components'), from: [src('pages'), src('app')], message: 'Components must not import pages or the app.' },
  { target: src('pages'), from: src('app'), message: 'Pages must not import the app.' },
  { target: src('shims'), from: everything, message: 'A shim stands in for a package: it imports none of the site.' },
  { target: everything, from: src('main.ts'), message: 'The entry (src/main.ts) is the top: it fetches the page landed on\'s script, and nothing imports it.' },
];

export default tseslint.config(
  { ignores: ['dist/', 'release/', 'coverage/', 'node_modules/', 'test-results/', 'src/assets/generated/', 'src/content/blog/generated/', 'src/content/generated/', 'src/config/generated/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  importX.flatConfigs.recommended,
  importX.flatConfigs.typescript,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver()] },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { zones: layers }],
      // TypeScript resolves these; the resolver does not know webpack's asset modules.
      'import-x/no-unresolved': 'off',
      // styled-components documents `import styled from`; its named export of the same name is an alias.
      'import-x/no-named-as-default': 'off',
      // Likewise `tseslint.config` and `puppeteer.launch` are how those libraries document themselves.
      'import-x/no-named-as-default-member': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    plugins: { local: importCycles },
    rules: { 'local/no-cycle-with-types': 'error', 'local/no-folder-cycle': 'error' },
  },
  {
    // The schemas check the data files at build: the content's (scripts/compile-content.ts) and the
    // settings' (scripts/compile-settings.ts). The app takes only their types, so neither zod nor the
    // phone number tables ever reach a visitor's browser.
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    ignores: ['src/content/schema/**', 'src/config/schema/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'zod', message: 'zod runs at build only: a visitor never downloads it.' },
            { name: 'libphonenumber-js', message: 'The phone tables run at build only (src/config/schema/rules.ts): read site.contact.phoneDisplay.' },
          ],
          patterns: [
            { regex: '^libphonenumber-js/', message: 'The phone tables run at build only (src/config/schema/rules.ts): read site.contact.phoneDisplay.' },
            { regex: '(^|/)schema/', allowTypeImports: true, message: 'Import only types from the schemas (import type): they run at build.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.tsx', 'test/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // A browser test waits for what it asserts (an event, a selector, the network idle, a frame),
    // never for a length of time: a sleep passes a "nothing happened" by default on a slow machine
    // and fails a positive one on a busy machine.
    files: ['test/browser/**/*.test.ts'],
    // Still to do: its page keeps Google's requests open, so the network never idles for settled().
    ignores: ['test/browser/consent.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          // setTimeout, in the test or in the page; a socket's own (request.setTimeout) is a hang guard.
          "CallExpression[callee.name='setTimeout']",
          "CallExpression[callee.object.name=/^(window|globalThis|self)$/][callee.property.name='setTimeout']",
          "CallExpression[callee.property.name='waitForTimeout']",
        ].map((selector) => ({ selector, message: 'A browser test waits for an event, a selector, the network idle or a frame, not for a length of time.' })),
      ],
    },
  },
  {
    files: ['**/*.cjs', 'jest.config.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
