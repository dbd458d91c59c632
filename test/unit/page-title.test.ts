/**
 * The title template (src/seo/page-title.ts): the brand follows a page's own title where there is
 * room and is left off where there is not, so a brand of any length refuses no page and what a
 * search result shows stays within TITLE_MAX in both languages.
 */
import type { Locale } from '../../src/config/site';
import type { SiteSettings } from '../../src/config/schema/site';
import { locales } from '../../src/i18n/locale';
import { TITLE_MAX, titleLength } from '../../src/seo/page-title';
import { builtFixture, builtSettings, withSettings } from '../support/settings-fixtures';

const short = { en: 'Layla', ar: 'ليلى' };
const long = { en: 'Layla Haddad Coaching & Consultancy for Leaders', ar: 'ليلى حداد للكوتشينغ والاستشارات الإدارية للقادة' };

/** A page's title as the template writes it, with this short brand in the page's language. */
const titleWith = (brandShort: string, title: string, locale: Locale): string => {
  const site = builtFixture<SiteSettings>('template', 'site', (data) => (data.brandShort[locale] = brandShort));
  return withSettings({ ...builtSettings('template'), site }, (load) => load<typeof import('../../src/seo/page-title')>('../../src/seo/page-title').pageTitle(title, locale));
};

describe.each(locales)('a page title (%s)', (locale) => {
  it('ends with the short brand where the whole fits', () => {
    expect(titleWith(short[locale], 'About us', locale)).toBe(`About us | ${short[locale]}`);
    const room = 'x'.repeat(TITLE_MAX - titleLength(` | ${short[locale]}`));
    expect(titleWith(short[locale], room, locale)).toBe(`${room} | ${short[locale]}`);
  });

  it('is the page’s own words alone where the brand would take it past the limit', () => {
    const room = 'x'.repeat(TITLE_MAX - titleLength(` | ${short[locale]}`));
    expect(titleWith(short[locale], `${room}x`, locale)).toBe(`${room}x`);
    expect(titleWith(long[locale], 'Career coaching in Abu Dhabi', locale)).toBe('Career coaching in Abu Dhabi');
  });
});
