// Tests run as CommonJS; types are checked once by `tsc --noEmit`, so ts-jest only transpiles.
const transform = {
  '^.+\\.[tj]sx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.test.json' }],
};
// wouter, its dependency and marked ship only ES modules: let ts-jest turn them into CommonJS too.
const transformIgnorePatterns = ['/node_modules/(?!(wouter|regexparam|marked)/)'];

// The tests read the tests' own site (test/fixtures/site/, scripts/lib/site-root.ts), never the
// owner's words or settings, however jest is started; a test that needs the owner's build says so.
process.env.SITE_FIXTURES ??= '1';

/** `YYYY-MM-DD` in local time, as src/i18n/format.ts isoDate writes it. */
const localDay = (d) => [d.getFullYear(), d.getMonth() + 1, d.getDate()].map((n) => String(n).padStart(2, '0')).join('-');

const assetStub = { '\\.(woff2|svg|png|webp|avif|jpg)$|\\?url$': '<rootDir>/test/support/asset-stub.ts' };

/** @type {import('jest').Config} */
module.exports = {
  // Browser tests drive a real Chromium against the built site.
  testTimeout: 60_000,
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/test/unit/**/*.test.ts?(x)'],
      transform,
      transformIgnorePatterns,
      moduleNameMapper: assetStub,
      setupFilesAfterEnv: ['<rootDir>/test/support/setup-unit.ts'],
      // The WhatsApp button's code is there, and its setting says whether it shows (as in development).
      globals: { __BUILD_DATE__: localDay(new Date()), __PAYMENT_IN_BOOKING__: true, __COOKIELESS_ANALYTICS__: false, __GOOGLE_ANALYTICS__: false, __WHATSAPP_BUTTON__: true },
    },
    {
      displayName: 'browser',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/browser/**/*.test.ts'],
      transform,
      transformIgnorePatterns,
      // Tests read the content modules for what a page should show; image imports are only URLs to them.
      moduleNameMapper: assetStub,
      // One served dist/ and one Chromium for the whole run; each file connects to them (support/site.ts).
      globalSetup: '<rootDir>/test/browser/support/global-setup.ts',
      globalTeardown: '<rootDir>/test/browser/support/global-teardown.ts',
    },
  ],
};
