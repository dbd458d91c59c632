/**
 * Visit counting, as the settings choose it (src/config/settings/analytics.json): the services and
 * where their counts go, the policy that opens exactly those origins, the requests the sender makes,
 * and the privacy policy's words, in both languages, with no service and with some.
 */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { withAnalyticsSources } from '../../scripts/lib/analytics-sources';
import { launchReport } from '../../scripts/lib/launch-check';
import { servedFirebaseJson, withFormAction } from '../../scripts/lib/form-action';
import { checkSettings } from '../../scripts/lib/settings/compile';
import { settingsFile } from '../../scripts/lib/settings/files';
import { analytics, analyticsOrigins, type AnalyticsService } from '../../src/config/analytics';
import type { AnalyticsSettings } from '../../src/config/schema/analytics';
import { services } from '../../src/config/services';
import { site, whatsappHref } from '../../src/config/site';
import type { Content as LegalContent } from '../../src/content/schema/legal';
import { googleEventName } from '../../src/analytics/google';
import { EVENTS, eventOf, requestFor } from '../../src/analytics/sender';
import { builtFixture, fixtureData, projectWith, withSettings } from '../support/settings-fixtures';
import { testsSite } from '../support/tests-site';

const root = path.resolve(__dirname, '..', '..');
const none = builtFixture<AnalyticsSettings>('template', 'analytics');
const chosen = builtFixture<AnalyticsSettings>('another-owner', 'analytics');
const ownServers = builtFixture<AnalyticsSettings>('another-owner', 'analytics', (data) => {
  data.plausible.server = 'https://stats.example.org';
  data.umami.server = 'https://umami.example.org';
  data.goatcounter.site = 'https://count.example.org/count';
  delete data.googleAnalytics;
});
const directiveOf = (name: string) => (firebaseJson: string) =>
  (JSON.parse(firebaseJson) as { hosting: { headers: { source: string; headers: { key: string; value: string }[] }[] } }).hosting.headers
    .find((rule) => rule.source === '**')!
    .headers.find((header) => header.key === 'Content-Security-Policy')!
    .value.split(';')
    .map((directive) => directive.trim())
    .find((directive) => directive.startsWith(`${name} `));
const connectSrc = directiveOf('connect-src');
const scriptSrc = directiveOf('script-src');
const imgSrc = directiveOf('img-src');

describe('the settings', () => {
  // The tests' copy of the shipped settings: the owner's own file may choose any service.
  it('ship with no service', () => {
    expect(checkSettings(settingsFile('analytics'), fixtureData('template', 'analytics'))).toEqual({ ok: true, value: { services: [] } });
    expect(none.services).toEqual([]);
  });

  it("send each chosen service's counts to its documented address, on its own cloud or the owner's server", () => {
    const data = fixtureData('another-owner', 'analytics');
    expect(chosen.services).toEqual([
      { name: 'plausible', endpoint: 'https://plausible.io/api/event', domain: data.plausible.domain, ownServer: false },
      { name: 'umami', endpoint: 'https://cloud.umami.is/api/send', websiteId: data.umami.websiteId, ownServer: false },
      { name: 'goatcounter', endpoint: `https://${data.goatcounter.site}.goatcounter.com/count`, ownServer: false },
    ]);
    expect(ownServers.services.map(({ endpoint, ownServer }) => ({ endpoint, ownServer }))).toEqual([
      { endpoint: 'https://stats.example.org/api/event', ownServer: true },
      { endpoint: 'https://umami.example.org/api/send', ownServer: true },
      { endpoint: 'https://count.example.org/count', ownServer: true },
    ]);
  });

  it.each([
    ['plausible.domain', 'https://laylahaddadcoaching.ae'],
    ['plausible.domain', 'laylahaddadcoaching.ae/blog'],
    ['plausible.server', 'http://stats.example.org'],
    ['umami.websiteId', '94db1cb1 74f4'],
    ['umami.server', 'https://umami.example.org/api/send'],
    ['goatcounter.site', 'https://laylahaddad.goatcounter.com'],
    ['goatcounter.site', 'Layla Haddad'],
  ])('refuse %s "%s", one line naming the field', (keyPath, value) => {
    const data = fixtureData('another-owner', 'analytics');
    const [group, name] = keyPath.split('.') as [string, string];
    data[group][name] = value;
    const checked = checkSettings(settingsFile('analytics'), data);
    expect(checked.ok).toBe(false);
    expect(!checked.ok && checked.problems).toEqual([expect.stringMatching(new RegExp(`^src/config/settings/analytics\\.json: ${keyPath.replace('.', '\\.')}: `))]);
  });
});

describe('the Content-Security-Policy', () => {
  const firebaseJson = readFileSync(path.join(root, 'firebase.json'), 'utf8');

  it('is firebase.json’s own, to the byte, with no service', () => {
    expect(withAnalyticsSources(firebaseJson, analyticsOrigins(none.services))).toBe(firebaseJson);
    expect(connectSrc(firebaseJson)).toBe("connect-src 'self'");
  });

  it("opens connect-src to exactly the chosen services' origins, and nothing else changes", () => {
    const origins = analyticsOrigins(chosen.services);
    expect(origins).toEqual(['https://plausible.io', 'https://cloud.umami.is', `https://${fixtureData('another-owner', 'analytics').goatcounter.site}.goatcounter.com`]);
    const opened = withAnalyticsSources(firebaseJson, origins);
    expect(connectSrc(opened)).toBe(`connect-src 'self' ${origins.join(' ')}`);
    expect(opened.replace(` ${origins.join(' ')}`, '')).toBe(firebaseJson);
    // The editor's policy at /admin sends to no service.
    expect(JSON.stringify(JSON.parse(opened).hosting.headers.filter((rule: { source: string }) => rule.source !== '**'))).not.toContain('plausible');
  });

  it('opens, with Google Analytics, exactly the sources Google documents for GA4, in script-src, connect-src and img-src', () => {
    const origins = analyticsOrigins(chosen.services);
    const opened = withAnalyticsSources(firebaseJson, origins, true);
    expect(scriptSrc(opened)).toBe(`${scriptSrc(firebaseJson)} https://*.googletagmanager.com`);
    expect(connectSrc(opened)).toBe(`connect-src 'self' ${origins.join(' ')} https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com`);
    expect(imgSrc(opened)).toBe(`${imgSrc(firebaseJson)} https://*.google-analytics.com https://*.googletagmanager.com`);
    // Nothing else: the three directives put back as they were give firebase.json.
    const restored = [scriptSrc, connectSrc, imgSrc].reduce((text, directive) => text.replace(directive(opened)!, directive(firebaseJson)!), opened);
    expect(restored).toBe(firebaseJson);
    // Google Analytics alone opens Google's sources and no service's.
    expect(connectSrc(withAnalyticsSources(firebaseJson, [], true))).toBe("connect-src 'self' https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com");
    expect(JSON.stringify(JSON.parse(opened).hosting.headers.filter((rule: { source: string }) => rule.source !== '**'))).not.toContain('google');
  });

  it('as served and deployed follows the compiled settings', () => {
    const served = servedFirebaseJson();
    const google = analytics.googleAnalytics !== undefined;
    expect(served).toBe(withAnalyticsSources(withFormAction(firebaseJson, site.formEndpoint), analyticsOrigins(analytics.services), google));
    expect(scriptSrc(served)!.includes('googletagmanager')).toBe(google);
  });
});

describe('Google Analytics', () => {
  it('names the three clicks in GA4’s form: letters, digits and underscores', () => {
    expect(Object.values(EVENTS).map(googleEventName)).toEqual(['booking_link', 'payment_link', 'whatsapp']);
    for (const name of Object.values(EVENTS).map(googleEventName)) expect(name).toMatch(/^[a-z][a-z0-9_]{0,39}$/);
  });
});

describe('the sender', () => {
  // The query string and fragment of the page and of the referrer stay on the visitor's device.
  const view = { url: `${site.origin}/about?from=card#team`, title: 'About | Noor', referrer: 'https://search.example/results?q=coach#top' };
  const page = `${site.origin}/about`;
  const referrer = 'https://search.example/results';
  const [plausible, umami, goatcounter] = chosen.services as [AnalyticsService, AnalyticsService, AnalyticsService];

  it("makes each service's own page-view request, no identifier of the visitor in it", () => {
    expect(requestFor(plausible, view)).toEqual({ url: plausible.endpoint, body: JSON.stringify({ n: 'pageview', u: page, d: 'laylahaddadcoaching.ae', r: referrer }) });
    const sent = requestFor(umami, view);
    expect(sent.type).toBe('application/json');
    expect(JSON.parse(sent.body!)).toEqual({
      type: 'event',
      payload: expect.objectContaining({ website: fixtureData('another-owner', 'analytics').umami.websiteId, url: '/about', title: view.title, referrer }),
    });
    expect(JSON.parse(sent.body!).payload).not.toHaveProperty('name');
    expect(JSON.parse(sent.body!).payload).not.toHaveProperty('id');
    const { url, body } = requestFor(goatcounter, view);
    expect(body).toBeUndefined();
    const query = new URL(url).searchParams;
    expect(`${new URL(url).origin}${new URL(url).pathname}`).toBe(goatcounter.endpoint);
    expect([query.get('p'), query.get('t'), query.get('r'), query.get('e')]).toEqual(['/about', view.title, referrer, 'false']);
    for (const service of [plausible, umami, goatcounter]) expect(JSON.stringify(requestFor(service, view))).not.toMatch(/from=card|team|q=coach|top/);
  });

  it('sends no referrer when there is none', () => {
    expect(JSON.parse(requestFor(plausible, { ...view, referrer: '' }).body!).r).toBeNull();
  });

  it('names an event where a page view names the page', () => {
    expect(JSON.parse(requestFor(plausible, view, EVENTS.booking).body!).n).toBe(EVENTS.booking);
    expect(JSON.parse(requestFor(umami, view, EVENTS.payment).body!).payload.name).toBe(EVENTS.payment);
    const query = new URL(requestFor(goatcounter, view, EVENTS.whatsapp).url).searchParams;
    expect([query.get('p'), query.get('e')]).toEqual([EVENTS.whatsapp, 'true']);
  });

  it('counts a booking, a payment and a WhatsApp link as their events, and no other link', () => {
    expect(eventOf(site.scheduling.discovery)).toBe(EVENTS.booking);
    for (const service of services) {
      expect(eventOf(service.scheduling)).toBe(EVENTS.booking);
      // Where the booking takes the payment, its one action is the scheduling page: a booking.
      expect(eventOf(service.payment)).toBe(service.paymentInBooking ? EVENTS.booking : EVENTS.payment);
    }
    expect(eventOf(whatsappHref)).toBe(EVENTS.whatsapp);
    for (const href of ['/about', site.formEndpoint, `mailto:${site.contact.email}`, ...Object.values(site.social)]) expect(eventOf(href!)).toBeUndefined();
  });
});

describe("the privacy policy's words on visit counting", () => {
  type GoogleAnalyticsWords = { counted: string; cookies: string[]; whoRunsIt: string; changeYourMind: string; withCookieless: string };
  const raw = (locale: string) =>
    (JSON.parse(readFileSync(path.join(testsSite, `src/content/pages/privacy/${locale}.json`), 'utf8')) as { sections: { id: string; blocks: Record<string, unknown>[] }[] }).sections
      .flatMap((section) => section.blocks)
      .find((block) => block.kind === 'analytics') as { none: string; counted: string; googleAnalytics: GoogleAnalyticsWords } & Record<string, { cloud: string; ownServer: string }>;
  const flat = (text: unknown): string => (typeof text === 'string' ? text : (text as (string | { text: string })[]).map((run) => (typeof run === 'string' ? run : run.text)).join(''));
  /** Every sentence of the privacy policy, in each language, as the build writes it with these settings. */
  const privacyWith = (settings: AnalyticsSettings) =>
    withSettings({ analytics: settings }, (load) => {
      const { compileAll } = load<typeof import('../../scripts/lib/content/compile')>('../../scripts/lib/content/compile');
      const { values } = compileAll();
      const read = (locale: string) => {
        const content = values.find((entry) => entry.collection.name === 'privacy' && entry.locale === locale)!.value as LegalContent;
        return content.sections.flatMap((section) => section.blocks.flatMap((block) => ('paragraph' in block ? [block.paragraph] : block.list))).map(flat);
      };
      return { en: read('en'), ar: read('ar') };
    });
  // Another owner's choice counts with Google Analytics too; the cookieless services alone, without it.
  const cookieless = builtFixture<AnalyticsSettings>('another-owner', 'analytics', (data) => delete data.googleAnalytics);
  const googleAlone = builtFixture<AnalyticsSettings>('template', 'analytics', (data) => (data.googleAnalytics = fixtureData('another-owner', 'analytics').googleAnalytics));
  const withNone = privacyWith(none);
  const withChosen = privacyWith(cookieless);
  const withOwnServers = privacyWith(ownServers);
  const withGoogleAlone = privacyWith(googleAlone);
  const withGoogleAndCookieless = privacyWith(chosen);

  /** Google Analytics' words as the page reads them: its cookies by name, the country as the settings give it. */
  const googleWords = (locale: 'en' | 'ar') => {
    const { measurementId } = fixtureData('another-owner', 'analytics').googleAnalytics as { measurementId: string };
    const facts = (text: string) =>
      text.replace('{gaUserCookie}', '_ga').replace('{gaSessionCookie}', `_ga_${measurementId.replace(/^G-/, '')}`).replace('{countryShort}', site.countryShort[locale]);
    const { counted, cookies, whoRunsIt, changeYourMind, withCookieless } = raw(locale).googleAnalytics;
    return { said: [counted, ...cookies, whoRunsIt, changeYourMind].map(facts), withCookieless };
  };

  it.each(['en', 'ar'] as const)('in %s, say that no analytics are used when none is chosen, and name none', (locale) => {
    const words = raw(locale);
    expect(withNone[locale]).toContain(words.none);
    expect(withNone[locale]).not.toContain(words.counted);
    for (const name of ['plausible', 'umami', 'goatcounter']) expect(withNone[locale].join(' ')).not.toContain(words[name]!.cloud);
  });

  it.each(['en', 'ar'] as const)('in %s, say what is counted and name each chosen service and who runs it', (locale) => {
    const words = raw(locale);
    expect(withChosen[locale]).toContain(words.counted);
    expect(withChosen[locale]).not.toContain(words.none);
    const at = withChosen[locale].indexOf(words.counted);
    expect(withChosen[locale].slice(at + 1, at + 1 + cookieless.services.length)).toEqual(cookieless.services.map(({ name }) => words[name]!.cloud));
    expect(withOwnServers[locale]).toEqual(expect.arrayContaining(ownServers.services.map(({ name }) => words[name]!.ownServer)));
    expect(withOwnServers[locale].join(' ')).not.toContain(words.plausible!.cloud);
  });

  it('names what the services measure and that they set no cookies, in both languages', () => {
    const { en, ar } = { en: raw('en').counted, ar: raw('ar').counted };
    for (const said of ['pages', 'the site that linked', 'type of device', 'country', 'no cookies', 'no personal data']) expect(en).toContain(said);
    for (const said of ['الصفحة', 'الموقع الذي أحالك', 'نوع جهازك', 'بلدك', 'ملفات تعريف ارتباط', 'بيانات شخصية']) expect(ar).toContain(said);
  });

  it.each(['en', 'ar'] as const)('in %s, say nothing of Google Analytics while it is off', (locale) => {
    for (const words of [withNone[locale], withChosen[locale], withOwnServers[locale]]) {
      for (const sentence of [...googleWords(locale).said, googleWords(locale).withCookieless]) expect(words).not.toContain(sentence);
      expect(words.join(' ')).not.toMatch(/Google Analytics|_ga/);
    }
  });

  it.each(['en', 'ar'] as const)('in %s, with Google Analytics alone, say what it counts after consent, its two cookies by name, who runs it and how to withdraw, in that order', (locale) => {
    const { said } = googleWords(locale);
    const at = withGoogleAlone[locale].indexOf(said[0]!);
    expect(at).toBeGreaterThan(-1);
    expect(withGoogleAlone[locale].slice(at, at + said.length)).toEqual(said);
    // The site sets cookies now: neither cookieless wording, both of which say it sets none, and no cookieless service.
    expect(withGoogleAlone[locale]).not.toContain(raw(locale).none);
    expect(withGoogleAlone[locale]).not.toContain(raw(locale).counted);
    expect(withGoogleAlone[locale]).not.toContain(googleWords(locale).withCookieless);
    for (const name of ['plausible', 'umami', 'goatcounter']) expect(withGoogleAlone[locale].join(' ')).not.toContain(raw(locale)[name]!.cloud);
  });

  it.each(['en', 'ar'] as const)('in %s, with Google Analytics and cookieless services, say both, the cookieless ones without claiming the site sets no cookies', (locale) => {
    const { said, withCookieless } = googleWords(locale);
    const words = withGoogleAndCookieless[locale];
    const at = words.indexOf(said[0]!);
    expect(words.slice(at, at + said.length)).toEqual(said);
    const then = words.indexOf(withCookieless);
    expect(then).toBe(at + said.length);
    expect(words.slice(then + 1, then + 1 + chosen.services.length)).toEqual(chosen.services.map(({ name }) => raw(locale)[name]!.cloud));
    expect(words).not.toContain(raw(locale).counted);
    expect(words).not.toContain(raw(locale).none);
  });

  it.each(['en', 'ar'] as const)('in %s, name Google Analytics among the providers, before the list closes, only while it counts', (locale) => {
    const providers = (JSON.parse(readFileSync(path.join(testsSite, `src/content/pages/privacy/${locale}.json`), 'utf8')) as { sections: { id: string; blocks: { list?: string[]; googleAnalytics?: string }[] }[] }).sections
      .find((section) => section.id === 'third-parties')!
      .blocks.find((block) => block.googleAnalytics !== undefined)!;
    const { list, googleAnalytics: line } = providers as { list: string[]; googleAnalytics: string };
    for (const words of [withGoogleAlone[locale], withGoogleAndCookieless[locale]]) {
      const at = words.indexOf(list[0]!);
      expect(words.slice(at, at + list.length + 1)).toEqual([...list.slice(0, -1), line, list.at(-1)]);
    }
    for (const words of [withNone[locale], withChosen[locale]]) {
      const at = words.indexOf(list[0]!);
      expect(words.slice(at, at + list.length)).toEqual(list);
      expect(words).not.toContain(line);
    }
  });

  it('names what Google Analytics counts, when, its cookies and their life, who runs it, where, and the way back, in both languages', () => {
    const [en, ar] = (['en', 'ar'] as const).map((locale) => {
      const { counted, cookies, whoRunsIt, changeYourMind } = raw(locale).googleAnalytics;
      return [counted, ...cookies, whoRunsIt, changeYourMind].join(' ');
    });
    for (const said of ['only if you agree', 'Until you accept', 'no cookie is set', 'the page', 'the site that linked', 'type of device', 'approximate location', 'book, to pay or to WhatsApp', '{gaUserCookie}', '{gaSessionCookie}', 'up to two years', 'Google LLC', 'outside {countryShort}', 'United States', 'consent', 'withdraw', 'cookie settings', 'foot of every page']) {
      expect(en).toContain(said);
    }
    for (const said of ['بموافقتك فقط', 'وما لم توافق', 'ولا يوضع أي ملف تعريف ارتباط', 'الموقع الذي أحالك', 'نوع جهازك', 'مكانك التقريبي', 'للحجز أو للدفع أو إلى WhatsApp', '{gaUserCookie}', '{gaSessionCookie}', 'أقصاها سنتان', 'Google LLC', 'خارج {countryShort}', 'الولايات المتحدة', 'موافقتك', 'تسحبها', 'إعدادات ملفات تعريف الارتباط', 'أسفل كل صفحة']) {
      expect(ar).toContain(said);
    }
    // The cookieless services' words beside Google's keep their promise for themselves, not for the site.
    expect(raw('en').googleAnalytics.withCookieless).not.toMatch(/This website sets no cookies/);
    expect(raw('ar').googleAnalytics.withCookieless).not.toMatch(/لا يضع هذا الموقع/);
  });
});

describe('the launch check', () => {
  const reminderOf = (fixture: 'template' | 'another-owner') => {
    const project = projectWith(fixture);
    try {
      const { lines, failed } = launchReport(project, { preview: true });
      const heading = lines.indexOf('Only you can confirm (not checked):');
      return { failed, reminder: lines.slice(heading + 1).find((line) => line.includes('consent banner')) };
    } finally {
      rmSync(project, { recursive: true, force: true });
    }
  };

  it('reminds, without failing, to open the accounts and that no banner is needed under the usual reading, once a service is chosen', () => {
    const { failed, reminder } = reminderOf('another-owner');
    expect(failed).toBe(false);
    expect(reminder).toMatch(/account with each service chosen/);
    expect(reminder).toMatch(/GDPR/);
    expect(reminder).toMatch(/PDPL/);
    expect(reminder).toMatch(/not legal advice/);
    for (const name of Object.values(EVENTS)) expect(reminder).toContain(`'${name}'`);
  });

  it('says nothing of it with no service chosen', () => {
    expect(reminderOf('template').reminder).toBeUndefined();
  });
});
