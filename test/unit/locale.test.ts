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

  // A not-found page shows any address asked for; its switch must never name another host.
  it.each(['/ar//evil.com', '/ar/\\evil.com', '/ar//\\evil.com/x', '//evil.com', '/\\evil.com', '/ar///evil.com//x'])('leads from %s to a path of this site', (from) => {
    for (const target of ['en', 'ar'] as const) {
      const to = switchLocalePath(from, target);
      expect(to).toMatch(/^\/(?![/\\])/);
      expect(new URL(to, 'https://site.example').origin).toBe('https://site.example');
    }
  });

  it('localizes and strips symmetrically', () => {
    expect(localizePath('/', 'ar')).toBe('/ar');
    expect(stripLocale('/ar')).toBe('/');
    expect(stripLocale(localizePath('/booking', 'ar'))).toBe('/booking');
  });
});
