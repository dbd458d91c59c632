import { directionOf, localeFromPath, localizePath, stripLocale, switchLocalePath } from '../../src/i18n/locale';

describe('locale from the path', () => {
  it.each([
    ['/', 'en'],
    ['/about', 'en'],
    ['/ar', 'ar'],
    ['/ar/about', 'ar'],
    ['/ar/blog/some-post', 'ar'],
    ['/arabic-coaching', 'en'],
    ['/blog/ar', 'en'],
  ])('%s is %s', (path, locale) => {
    expect(localeFromPath(path)).toBe(locale);
  });

  it('sets the direction from the language', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('en')).toBe('ltr');
  });
});

describe('the EN/AR switch', () => {
  it.each([
    ['/', '/ar'],
    ['/about', '/ar/about'],
    ['/services/life-coaching', '/ar/services/life-coaching'],
  ])('to Arabic prefixes %s with /ar', (from, to) => {
    expect(switchLocalePath(from, 'ar')).toBe(to);
  });

  it.each([
    ['/ar', '/'],
    ['/ar/about', '/about'],
    ['/ar/blog/unlock-your-potential', '/blog/unlock-your-potential'],
  ])('to English removes the prefix from %s', (from, to) => {
    expect(switchLocalePath(from, 'en')).toBe(to);
  });

  it('keeps a path already in the target language', () => {
    expect(switchLocalePath('/ar/contact', 'ar')).toBe('/ar/contact');
    expect(switchLocalePath('/contact', 'en')).toBe('/contact');
  });

  it('localizes and strips symmetrically', () => {
    expect(localizePath('/', 'ar')).toBe('/ar');
    expect(stripLocale('/ar')).toBe('/');
    expect(stripLocale(localizePath('/booking', 'ar'))).toBe('/booking');
  });
});
