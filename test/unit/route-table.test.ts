import { services } from '../../src/config/services';
import { site } from '../../src/config/site';
import { locales } from '../../src/i18n/locale';
import { builtPages } from '../../src/app/prerender-list';
import { matchRoute, pathFor } from '../../src/routes/paths';
import { routeDef, routeKeys } from '../../src/routes/route-table';

// The English paths of the spec's route table (§2.2); the founder page ends in the configured first name.
const specPaths = [
  '/',
  '/about',
  `/meet-${site.founder.firstName}`,
  '/services',
  '/services/life-coaching',
  '/services/career-coaching',
  '/services/business-coaching-consultancy',
  '/booking',
  '/blog',
  '/blog/:slug',
  '/contact',
  '/privacy',
  '/terms-and-conditions',
  '/thank-you',
];

describe('the route table', () => {
  it('holds exactly the routes of the spec, and a page for every service of the list', () => {
    const servicePaths = services.map((service) => `/services/${service.slug}`);
    expect(routeKeys.map((key) => routeDef(key).path).sort()).toEqual([...new Set([...specPaths, ...servicePaths])].sort());
  });

  it('gives every route an Arabic path under /ar', () => {
    for (const key of routeKeys) {
      const params = { slug: 'a-post' };
      const en = pathFor(key, 'en', params);
      const ar = pathFor(key, 'ar', params);
      expect(ar).toBe(en === '/' ? '/ar' : `/ar${en}`);
    }
  });

  it('matches every route in both languages back to itself', () => {
    for (const key of routeKeys) {
      for (const locale of locales) {
        const path = pathFor(key, locale, { slug: 'unlock-your-potential' });
        expect(matchRoute(path)).toMatchObject({ key, locale });
      }
    }
    expect(matchRoute('/ar/blog/unlock-your-potential')?.params).toEqual({ slug: 'unlock-your-potential' });
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

  it.each(['/nope', '/ar/nope', '/about/extra', '/blog/', '/ABOUT', '/blog/%E0%A4%A', '/services/business-coaching'])(
    'answers nothing for %s',
    (path) => {
      expect(matchRoute(path)).toBeNull();
    },
  );

  it('keeps the thank-you page out of search engines and the rest in', () => {
    expect(routeDef('thankYou').indexed).toBe(false);
    expect(routeKeys.filter((key) => !routeDef(key).indexed)).toEqual(['thankYou']);
  });

  it('prerenders every built page in both languages', () => {
    const paths = builtPages().map((page) => page.path);
    expect(paths).toEqual(expect.arrayContaining(['/', '/ar', '/thank-you', '/ar/thank-you']));
    expect(new Set(paths).size).toBe(paths.length);
  });
});
