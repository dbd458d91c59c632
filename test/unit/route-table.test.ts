import { services } from '../../src/config/services';
import { site } from '../../src/config/site';
import { locales } from '../../src/i18n/locale';
import { builtPages } from '../../src/app/prerender-list';
import { matchRoute, parsePattern, pathFor } from '../../src/routes/paths';
import { routeDef, routeKeys, type RouteKey } from '../../src/routes/route-table';
import { specRoutes } from '../spec/constants';

const tablePath = (path: string) => path.replace('{name}', site.founder.firstName);
/** Every parameter of a route's pattern, filled with the same value. */
const paramsOf = (key: RouteKey, value: string) => Object.fromEntries(parsePattern(routeDef(key).path).keys.map((name) => [name, value]));

describe('the route table', () => {
  it('holds every route of the spec, as the spec indexes it, and a page for every service of the list', () => {
    const table = routeKeys.map((key) => ({ path: routeDef(key).path, indexed: routeDef(key).indexed }));
    expect(table).toEqual(expect.arrayContaining(specRoutes.map((route) => ({ ...route, path: tablePath(route.path) }))));
    expect(table.map((route) => route.path)).toEqual(expect.arrayContaining(services.map((service) => `/services/${service.slug}`)));
  });

  it('gives each route one path', () => {
    const paths = routeKeys.map((key) => routeDef(key).path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('gives every route an Arabic path under /ar', () => {
    for (const key of routeKeys) {
      const en = pathFor(key, 'en', paramsOf(key, 'a-post'));
      const ar = pathFor(key, 'ar', paramsOf(key, 'a-post'));
      expect(ar).toBe(en === '/' ? '/ar' : `/ar${en}`);
    }
  });

  it('matches every route in both languages back to itself', () => {
    for (const key of routeKeys) {
      for (const locale of locales) {
        const params = paramsOf(key, 'unlock-your-potential');
        expect(matchRoute(pathFor(key, locale, params))).toEqual({ key, locale, params });
      }
    }
  });

  it('derives the founder page from the configured name', () => {
    expect(pathFor('founder', 'en')).toBe(`/meet-${site.founder.firstName}`);
    expect(pathFor('founder', 'ar')).toBe(`/ar/meet-${site.founder.firstName}`);
  });

  it.each([
    ['/services#faq', 'services'],
    ['/?utm_source=x', 'home'],
    ['/ar/booking?ref=home#paid-sessions', 'booking'],
  ])('matches %s on its pathname alone', (href, key) => {
    expect(matchRoute(href)?.key).toBe(key);
  });

  it('decodes a parameter, and matches none that is malformed', () => {
    expect(matchRoute('/ar/blog/%D8%A3')?.params).toEqual({ slug: 'أ' });
    expect(matchRoute('/blog/%E0%A4%A')).toBeNull();
  });

  it.each(['/nope', '/ar/nope', '/about/extra', '/blog/', '/ABOUT', '/about.html', '/services/business-coaching'])('answers nothing for %s', (path) => {
    expect(matchRoute(path)).toBeNull();
  });

  it('treats the characters of a pattern as themselves', () => {
    expect(parsePattern('/feed.xml').pattern.test('/feedxxml')).toBe(false);
    expect(parsePattern('/feed.xml').pattern.test('/feed.xml')).toBe(true);
  });

  it('prerenders every built page in both languages, once', () => {
    const paths = builtPages().map((page) => page.path);
    expect(paths).toEqual(expect.arrayContaining(['/', '/ar', '/thank-you', '/ar/thank-you']));
    expect(new Set(paths).size).toBe(paths.length);
  });
});
