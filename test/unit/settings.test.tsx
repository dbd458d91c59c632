/**
 * The settings an owner edits (src/config/settings/*.json): every file passes its schema, a broken
 * one is refused with one line naming the file, the field and the rule, and a changed fact reaches
 * every page that shows it, in both languages.
 */
import * as rules from '../../src/config/schema/rules';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ReactElement } from 'react';
import { checkSettings, compileSettings } from '../../scripts/lib/settings/compile';
import { settingsFile, settingsFiles } from '../../scripts/lib/settings/files';
import { builtForTests, forTestsBuild } from '../../scripts/lib/settings/tests-build';
import { legal } from '../../src/config/legal';
import { policies } from '../../src/config/policies';
import { services } from '../../src/config/services';
import { site, whatsappHref } from '../../src/config/site';
import { figureList } from '../../src/config/figure-list';
import { stats } from '../../src/config/stats';
import type { FiguresSettings } from '../../src/config/schema/figures';
import type { ServicesSettings } from '../../src/config/schema/services';
import type { SiteSettings } from '../../src/config/schema/site';
import { formatNumber } from '../../src/i18n/format';
import { arabicUnitNoun } from '../../src/i18n/duration-ar';
import { priceInWords } from '../../src/i18n/price-words';
import { locales } from '../../src/i18n/locale';
import { builtFixture, builtSettings, fixtureData, fixtureDir, withSettings } from '../support/settings-fixtures';
import { testsSite } from '../support/tests-site';

const root = path.resolve(__dirname, '../..');
/** A settings file's data, to break at will: the tests' own (the template's), never the owner's. */
const read = (name: string) => fixtureData('template', name);
type Data = ReturnType<typeof read>;
const problems = (name: string, data: unknown): string[] => {
  const checked = checkSettings(settingsFile(name), data);
  return checked.ok ? [] : checked.problems;
};
/** What the build makes of a settings file of the tests' own, changed first at will (throws on a problem). */
const built = <T,>(name: string, change?: Parameters<typeof builtFixture>[2]): T => builtFixture<T>('template', name, change);

// Whether each file passes its schema is the build's to say (npm run assets, before the tests); the
// refusals themselves are seeded below. How the files are written, the build does not check.
describe.each(settingsFiles.map((entry) => [entry.file, entry] as const))('%s', (_file, entry) => {
  it('is written as the editor writes it: two-space indent, a final newline', () => {
    const text = readFileSync(path.join(testsSite, entry.file), 'utf8');
    expect(text).toBe(`${JSON.stringify(JSON.parse(text), null, 2)}\n`);
  });
});

describe('the site is built with the settings as the files give them', () => {
  // The tests' build changes a few values (scripts/lib/settings/tests-build.ts): compared with what it makes, when it made them.
  const testsBuild = builtForTests();
  const { values } = compileSettings(undefined, (name, data) => forTestsBuild(name, data, testsBuild));
  const value = (name: string) => values.find(({ entry }) => entry.name === name)?.value;

  it('site, services, legal, figures and policies', () => {
    expect(site).toEqual(value('site'));
    expect(legal).toEqual(value('legal'));
    expect(policies).toEqual(value('policies'));
    const servicesValue = value('services') as ServicesSettings;
    for (const service of services) expect(service).toMatchObject(servicesValue[service.key]);
    const figures = value('figures') as FiguresSettings;
    expect(stats.map(({ key, value: number }) => [key, number])).toEqual(Object.entries(figures));
  });
});

describe('a broken settings file is refused, one line per problem', () => {
  const SITE = 'src/config/settings/site.json';

  it('a link that is not https, or not an address at all', () => {
    const data = read('site');
    data.scheduling.discovery = 'http://book.noor-coaching.ae/discovery';
    data.formEndpoint = 'forms';
    expect(problems('site', data)).toEqual([
      `${SITE}: scheduling.discovery: must start with https:// (not http://): browsers warn about or block the rest`,
      `${SITE}: formEndpoint: is not a web address: write it in full, starting with https://`,
    ]);
  });

  it('a site address with a path', () => {
    const data = read('site');
    data.origin = 'https://www.noor-coaching.ae/en/';
    expect(problems('site', data)).toEqual([`${SITE}: origin: must be the scheme and domain only, no path and no trailing slash: https://www.noor-coaching.ae`]);
  });

  it('a phone number that is not E.164, or not a number of its country', () => {
    const data = read('site');
    data.contact.phone = '+971 50 123 4567';
    expect(problems('site', data)).toEqual([
      `${SITE}: contact.phone: is not an international number: a plus, the country code and the number, digits only, no spaces (e.g. +971501234567, which the site shows as +971 50 123 4567)`,
    ]);
    data.contact.phone = '+97150123456';
    expect(problems('site', data)).toEqual([`${SITE}: contact.phone: is not a phone number of its country: check the digits after the country code`]);
  });

  it('an e-mail address without its domain', () => {
    const data = read('site');
    data.contact.email = 'hello@';
    expect(problems('site', data)).toEqual([`${SITE}: contact.email: is not an e-mail address: it looks like name@your-domain.ae`]);
  });

  it('an upper-case first name', () => {
    const data = read('site');
    data.founder.firstName = 'Sara';
    expect(problems('site', data)).toEqual([
      `${SITE}: founder.firstName: must be lower-case English letters (a hyphen between parts): it makes the page address /meet-<name>`,
    ]);
  });

  it('a missing Arabic brand, and Arabic in Latin letters', () => {
    const data = read('site');
    delete data.brand.ar;
    data.city.ar = 'Abu Dhabi';
    expect(problems('site', data)).toEqual([`${SITE}: brand.ar: is missing`, `${SITE}: city.ar: ${rules.arabicLetters('Abu Dhabi')}`]);
  });

  it('a field the schema does not know, and a founder neither woman nor man', () => {
    const data = read('site');
    data.contact.whatsapp = '+971501234567';
    data.founder.gender = 'female';
    expect(problems('site', data)).toEqual([
      `${SITE}: founder.gender: is "female"; use one of: woman, man`,
      `${SITE}: contact.whatsapp: is not a field here (a misspelt name?)`,
    ]);
  });

  it('a social link may be empty or left out, but not wrong', () => {
    const data = read('site');
    data.social.tiktok = '';
    delete data.social.youtube;
    expect(problems('site', data)).toEqual([]);
    data.social.instagram = 'instagram.com/noor';
    expect(problems('site', data)).toEqual([`${SITE}: social.instagram: is not a web address: write it in full, starting with https:// (or empty, for none)`]);
  });

  it('prices: positive, whole, numbers; one popular service', () => {
    const FILE = 'src/config/settings/services.json';
    const data = read('services');
    data.lifeCoaching.price = 0;
    data.careerCoaching.price = 499.5;
    data.businessCoaching.price = '1000';
    data.businessCoaching.popular = true;
    expect(problems('services', data)).toEqual([
      `${FILE}: lifeCoaching.price: must be a whole number above zero`,
      `${FILE}: careerCoaching.price: must be whole dirhams (AED), without fils or decimals: 550, not 549.5`,
      `${FILE}: businessCoaching.price: must be a number, written without quotes`,
    ]);
    data.lifeCoaching.price = 250;
    data.careerCoaching.price = 500;
    data.businessCoaching.price = 1000;
    expect(problems('services', data)).toEqual([`${FILE}: businessCoaching.popular: only one service can be marked popular, and careerCoaching is`]);
  });

  it('a service the code does not know, or one without its settings', () => {
    const FILE = 'src/config/settings/services.json';
    const data = read('services');
    data.teamCoaching = data.lifeCoaching;
    delete data.lifeCoaching;
    expect(problems('services', data)).toEqual([`${FILE}: lifeCoaching: is missing`, `${FILE}: teamCoaching: is not a field here (a misspelt name?)`]);
  });

  it('a satisfaction above 100 %, a legal name ending in a full stop, Latin digits in the Arabic address', () => {
    const figures = read('figures');
    figures.satisfaction = 120;
    expect(problems('figures', figures)).toEqual(['src/config/settings/figures.json: satisfaction: must be at most 100: it is a percentage']);
    const data = read('legal');
    data.entity.en = 'Noor Coaching L.L.C.';
    data.registeredAddress.ar = 'مكتب 12، أبوظبي';
    data.jurisdiction = 'dubai';
    expect(problems('legal', data)).toEqual([
      'src/config/settings/legal.json: entity.en: must not end with a full stop: the sentences that name it go on after it',
      'src/config/settings/legal.json: registeredAddress.ar: must write its numbers in Arabic-Indic digits (٠١٢٣…)',
      'src/config/settings/legal.json: jurisdiction: is "dubai"; use one of: abu-dhabi, adgm',
    ]);
  });
});

describe('the build', () => {
  it('stops on a broken settings file with one line per problem, no stack trace, having written nothing', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'settings-'));
    cpSync(fixtureDir('template'), path.join(dir, 'src/config/settings'), { recursive: true });
    const data = read('site');
    data.contact.phone = '+971 50 000 0000';
    data.founder.firstName = 'Sara';
    delete data.brand.ar;
    writeFileSync(path.join(dir, 'src/config/settings/site.json'), JSON.stringify(data, null, 2));
    writeFileSync(path.join(dir, 'src/config/settings/figures.json'), '{ "lives": 100, "businesses": 15 "satisfaction": 85, "years": 20 }\n');
    const result = spawnSync(process.execPath, [require.resolve('ts-node/dist/bin.js'), 'scripts/compile-settings.ts', '--root', dir], { cwd: root, encoding: 'utf8', timeout: 60_000 });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([
      'The settings have 4 problems:',
      'src/config/settings/site.json: brand.ar: is missing',
      'src/config/settings/site.json: founder.firstName: must be lower-case English letters (a hyphen between parts): it makes the page address /meet-<name>',
      'src/config/settings/site.json: contact.phone: is not an international number: a plus, the country code and the number, digits only, no spaces (e.g. +971501234567, which the site shows as +971 50 123 4567)',
      'src/config/settings/figures.json: line 1, column 34: is not valid JSON here (a missing comma or quote?)',
    ]);
    expect(existsSync(path.join(dir, 'src/config/generated'))).toBe(false);
    rmSync(dir, { recursive: true, force: true });
  });
});

describe('the phone', () => {
  it('is written for people at build, from its E.164 form, and links WhatsApp', () => {
    expect(built<SiteSettings>('site').contact).toMatchObject({ phone: '+971500000000', phoneDisplay: '+971 50 000 0000' });
    expect(whatsappHref).toBe(`https://wa.me/${site.contact.phone.slice(1)}`);
    const other = (phone: string) => built<SiteSettings>('site', (data) => (data.contact.phone = phone)).contact.phoneDisplay;
    expect(other('+971501234567')).toBe('+971 50 123 4567');
    expect(other('+97126123456')).toBe('+971 2 612 3456');
    expect(other('+447911123456')).toBe('+44 7911 123456');
  });

  it('is one field: its written form is not a setting', () => {
    const data = read('site');
    data.contact.phoneDisplay = '+971 50 000 0000';
    expect(problems('site', data)).toEqual(['src/config/settings/site.json: contact.phoneDisplay: is not a field here (a misspelt name?)']);
  });
});

describe('a social network left empty', () => {
  /** The site's settings with every network given, whichever the owner has left empty. */
  const everyNetwork = (data: Data) => {
    for (const network of Object.keys(data.social)) data.social[network] ||= `https://example.org/${network}`;
  };
  const withEveryNetwork = built<SiteSettings>('site', everyNetwork);
  const withoutTikTok = built<SiteSettings>('site', (data) => {
    everyNetwork(data);
    data.social.tiktok = '';
  });

  /** The footer's social links and the business's `sameAs`, built with these settings. */
  const shown = (settings: SiteSettings) =>
    withSettings({ site: settings }, (load) => {
      const { createElement } = load<typeof import('react')>('react');
      // The pure entry: no clean-up registered from inside a test; this one unmounts itself.
      const { render } = load<typeof import('@testing-library/react')>('@testing-library/react/pure');
      const { LocaleProvider } = load<typeof import('../../src/content/ui/locale-context')>('../../src/content/ui/locale-context');
      const { Footer } = load<typeof import('../../src/components/layout/footer')>('../../src/components/layout/footer');
      const { organization } = load<typeof import('../../src/seo/structured-data')>('../../src/seo/structured-data');
      const ui = load<{ default: import('../../src/content/schema/ui').Content }>('../../src/content/generated/en/ui').default;
      const { container, unmount } = render(createElement(LocaleProvider, { locale: 'en', ui, children: createElement(Footer) }) as ReactElement);
      const social = container.querySelector(`[aria-label="${ui.footer.socialLabel}"]`);
      const links = [...(social?.querySelectorAll('a') ?? [])].map((a) => [a.getAttribute('aria-label') ?? a.textContent, a.getAttribute('href')]);
      const hrefs = [...container.querySelectorAll('a')].map((a) => a.getAttribute('href'));
      unmount();
      return { links, hrefs, sameAs: (organization('en') as { sameAs?: string[] }).sameAs };
    });

  it('is shown nowhere: not in the footer, not in the structured data', () => {
    const tiktok = withEveryNetwork.social.tiktok;
    const before = shown(withEveryNetwork);
    expect(before.hrefs).toContain(tiktok);
    expect(before.links).toHaveLength(Object.keys(withEveryNetwork.social).length);
    expect(before.sameAs).toContain(tiktok);

    const after = shown(withoutTikTok);
    expect(after.hrefs).not.toContain(tiktok);
    expect(after.links).toEqual(before.links.filter(([, href]) => href !== tiktok));
    expect(after.sameAs).toEqual(Object.values(withEveryNetwork.social).filter((url) => url !== tiktok));
  });

  it('all of them empty: no list of networks, no sameAs', () => {
    const none = built<SiteSettings>('site', (data) => {
      for (const network of Object.keys(data.social)) data.social[network] = '';
    });
    expect(none.social).toEqual({});
    const after = shown(none);
    expect(after.links).toEqual([]);
    expect(after.sameAs).toBeUndefined();
  });
});

/** Every page's words as the build compiles them, with the tests' settings and these in place of theirs. */
const compiled = (settings: Record<string, unknown>) =>
  withSettings({ ...builtSettings('template'), ...settings }, (load) => {
    const { compileAll } = load<typeof import('../../scripts/lib/content/compile')>('../../scripts/lib/content/compile');
    const result = compileAll();
    expect(result.problems).toEqual([]);
    return result.values;
  });

describe("the figures' years", () => {
  const count = (text: string, part: string) => text.split(part).length - 1;

  it('change every page that quotes {years}, in both languages', () => {
    const before = compiled({});
    const after = compiled({ figures: built<FiguresSettings>('figures', (data) => (data.years = 37)) });
    const sources = before.map(({ collection, locale }) => ({ collection, locale, source: readFileSync(path.join(testsSite, `${collection.dir}/${locale}.json`), 'utf8') }));
    const quoted = sources.filter(({ source }) => source.includes('{years}'));
    // Whichever files quote it, as long as some do.
    expect(quoted.length).toBeGreaterThan(0);
    for (const { collection, locale, source } of quoted) {
      const years = formatNumber(37, locale);
      const text = (values: typeof before) => JSON.stringify(values.find((v) => v.collection.name === collection.name && v.locale === locale)?.value) ?? '';
      // [page, language, how many times]: none before, at least as many as the file quotes it after.
      expect([collection.name, locale, count(text(before), years)]).toEqual([collection.name, locale, 0]);
      expect([collection.name, locale, count(text(after), years) >= count(source, '{years}')]).toEqual([collection.name, locale, true]);
    }
    // The figures band of the home and about pages shows the number too.
    for (const locale of locales) {
      const home = after.find((v) => v.collection.name === 'home' && v.locale === locale)?.value as { stats: { items: { value: number }[] } };
      expect(home.stats.items.map(({ value }) => value)).toContain(37);
    }
  });

  it("label the figure with a noun that agrees with it, in the figures band's Arabic", () => {
    const { years: label } = JSON.parse(readFileSync(path.join(testsSite, 'src/content/shared/figures/ar.json'), 'utf8')) as { years: string };
    expect(label).toContain('{yearsNoun}');
    for (const years of [1, 2, 5, 10, 20, 100]) {
      const values = compiled({ figures: built<FiguresSettings>('figures', (data) => (data.years = years)) });
      for (const [page, band] of [['home', 'stats.items'], ['about', 'story.figures']] as const) {
        const value = values.find((v) => v.collection.name === page && v.locale === 'ar')?.value as Record<string, Record<string, { value: number; label: string }[]>>;
        const [group, list] = band.split('.') as [string, string];
        const shown = value[group]![list]![figureList.findIndex(({ key }) => key === 'years')];
        expect([page, shown?.value, shown?.label]).toEqual([page, years, label.replace('{yearsNoun}', arabicUnitNoun(years, 'year'))]);
      }
    }
  });

  // The words for the figure are shortest and longest at these ('one year', 'عامين', 'seven years',
  // '١٬٠٠٠ عام'): every title and description that quotes it stays in bounds whatever the owner sets.
  it.each([1, 2, 3, 7, 10, 11, 20, 100, 1000])('keep every title and description in bounds at %i', (years) => {
    const result = withSettings({ ...builtSettings('template'), figures: built<FiguresSettings>('figures', (data) => (data.years = years)) }, (load) =>
      load<typeof import('../../scripts/lib/content/compile')>('../../scripts/lib/content/compile').compileAll(),
    );
    expect(result.problems).toEqual([]);
  });
});

describe('prices and sessions', () => {
  const changed = built<ServicesSettings>('services', (data) => {
    data.careerCoaching.price = 650;
    data.pricesIncludeVat = false;
  });

  it("a new price, and whether it includes VAT, are in the terms' price list, in both languages", () => {
    const terms = (values: ReturnType<typeof compiled>, locale: 'en' | 'ar') => JSON.stringify(values.find((v) => v.collection.name === 'terms' && v.locale === locale)?.value);
    const before = compiled({});
    const after = compiled({ services: changed });
    for (const locale of locales) {
      expect(terms(before, locale)).toContain(priceInWords(500, locale));
      expect(terms(before, locale)).not.toContain(priceInWords(650, locale));
      expect(terms(after, locale)).toContain(priceInWords(650, locale));
      expect(terms(after, locale)).not.toContain(priceInWords(500, locale));
      // The note's words are the owner's: read from the offers' data.
      const { vatNote } = JSON.parse(readFileSync(path.join(testsSite, `src/content/shared/offers/${locale}.json`), 'utf8')) as { vatNote: { included: string; excluded: string } };
      expect(terms(before, locale)).toContain(vatNote.included);
      expect(terms(after, locale)).toContain(vatNote.excluded);
      // 'غير شامل…' holds 'شامل…': the included words are not there apart from the excluded ones.
      expect(terms(after, locale).split(vatNote.excluded).join('')).not.toContain(vatNote.included);
    }
  });

  it('a new price, and whether it includes VAT, are on the cards', () => {
    const card = (settings: ServicesSettings) =>
      withSettings({ services: settings }, (load) => {
        const { compileAll } = load<typeof import('../../scripts/lib/content/compile')>('../../scripts/lib/content/compile');
        const offers = compileAll().values.find((v) => v.collection.name === 'offers' && v.locale === 'en')?.value as import('../../src/content/schema/offers').Content;
        const { createElement } = load<typeof import('react')>('react');
        const { render } = load<typeof import('@testing-library/react')>('@testing-library/react/pure');
        const { LocaleProvider } = load<typeof import('../../src/content/ui/locale-context')>('../../src/content/ui/locale-context');
        const { PaidCard } = load<typeof import('../../src/components/offers/paid-card')>('../../src/components/offers/paid-card');
        const ui = load<{ default: import('../../src/content/schema/ui').Content }>('../../src/content/generated/en/ui').default;
        const { container, unmount } = render(createElement(LocaleProvider, { locale: 'en', ui, children: createElement(PaidCard, { service: 'careerCoaching', offers }) }) as ReactElement);
        const text = container.textContent ?? '';
        unmount();
        return text;
      });
    // The note's words are the owner's: read from the page's data.
    const { vatNote } = JSON.parse(readFileSync(path.join(testsSite, 'src/content/shared/offers/en.json'), 'utf8')) as { vatNote: { included: string; excluded: string } };
    const before = card(built<ServicesSettings>('services'));
    expect(before).toContain('500');
    expect(before).toContain(vatNote.included);
    const after = card(changed);
    expect(after).toContain('650');
    expect(after).not.toContain('500');
    expect(after).toContain(vatNote.excluded);
    expect(after).not.toContain(vatNote.included);
  });
});
