/** About, founder, services and booking as a visitor sees and uses them, in both languages. */
import type { Page } from 'puppeteer';
import { founderImageKind } from '../../src/assets/generated/founder-image-kind';
import { bookingBanner } from '../../src/assets/generated/booking-banner';
import { discoveryOffer, paidOffers } from '../../src/config/pricing';
import { serviceKeys } from '../../src/config/services';
import { site as config } from '../../src/config/site';
import { stats } from '../../src/config/stats';
import arAbout from '../../src/content/generated/ar/about';
import arBooking from '../../src/content/generated/ar/booking';
import arFounder from '../../src/content/generated/ar/founder';
import arServices from '../../src/content/generated/ar/services';
import enAbout from '../../src/content/generated/en/about';
import enBooking from '../../src/content/generated/en/booking';
import enFounder from '../../src/content/generated/en/founder';
import enServices from '../../src/content/generated/en/services';
import { arabicDuration } from '../../src/i18n/duration-ar';
import { formatFigure, formatNumber } from '../../src/i18n/format';
import { priceInWords } from '../../src/i18n/price-words';
import { pathFor } from '../../src/routes/paths';
import { reveal } from '../../src/styles/theme';
import arUi from '../../src/content/generated/ar/ui';
import enUi from '../../src/content/generated/en/ui';
import { allByRole, allByText, byRole, computedName, head, links, linksOf, openPage, sharedVisit, startSite, structuredData, texts, textsOf, type Site } from './support/site';
import { inArch } from './support/heroes';
import { specWords } from '../spec/words';

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site.close());

const outbound = (href: string) => ({ href, target: '_blank', rel: 'noopener noreferrer' });
/** A section as a screen reader lists it: the region its heading names. */
const region = (page: Page, name: string) => byRole(page, 'region', { name });
// The spec numbers the steps 01 to 04; Arabic drops the padding, since its zero is a dot and '٠١' reads '·١'
const digits = { en: ['01', '02', '03', '04'], ar: ['١', '٢', '٣', '٤'] };
const ui = { en: enUi, ar: arUi };
/** The name a screen reader gives a link that opens a new tab: its words, then the warning. */
const newTabName = (words: string, locale: 'en' | 'ar') => `${words} ${ui[locale].newTab}`;
/** Each paid service's price as the page writes it, from the pricing table. */
const pricesIn = (locale: 'en' | 'ar') => serviceKeys.map((key) => formatNumber(paidOffers[key].price, locale));

describe.each([
  ['/about', 'en', enAbout],
  ['/ar/about', 'ar', arAbout],
] as const)('about at %s', (route, locale, content) => {
  it('tells the story, vision and mission, four values and four numbered steps', async () => {
    const { page } = await openPage(site, route, { reducedMotion: true });
    expect(await texts(page, 'h1')).toEqual([content.hero.title]);
    expect(await texts(page, 'main h2')).toEqual([
      content.story.title,
      content.vision.title,
      content.mission.title,
      content.values.title,
      content.methodology.title,
      content.closing.title,
    ]);
    const values = await region(page, content.values.title);
    expect(await textsOf(await allByRole(page, 'heading', { level: 3, within: values }))).toEqual(content.values.items.map((item) => item.title));
    const steps = await allByRole(page, 'listitem', { within: await region(page, content.methodology.title) });
    const stepTitles = await Promise.all(steps.map(async (step) => textsOf(await allByRole(page, 'heading', { level: 3, within: step }))));
    expect(stepTitles).toEqual(content.methodology.steps.map((s) => [s.title]));
    // The drawn step numbers are aria-hidden (the ordered list numbers the steps for a screen reader), so no
    // role finds them: each is the span that opens its step.
    expect(await Promise.all(steps.map((step) => step.$eval(':scope > span', (span) => span.textContent)))).toEqual(digits[locale]);
    const closing = await region(page, content.closing.title);
    expect(await linksOf(await allByRole(page, 'link', { within: closing }))).toEqual([outbound(config.scheduling.discovery)]);
    await page.close();
  });
});

it('names the four values and steps of the spec in English', () => {
  expect(enAbout.values.items.map((item) => item.title)).toEqual(specWords.about.values);
  expect(enAbout.methodology.steps.map((step) => step.title)).toEqual(specWords.about.methodology);
});

// One table of figures (docs/decisions.md, "Figures"): the about page shows the home page's, in both languages.
it.each([
  ['/about', 'en', enAbout],
  ['/ar/about', 'ar', arAbout],
] as const)('shows every figure of the stats table beside the story at %s', async (route, locale, content) => {
  const { page } = await openPage(site, route);
  const story = await region(page, content.story.title);
  expect(await textsOf(await allByRole(page, 'definition', { within: story }))).toEqual(
    stats.map(({ value, suffix }) => formatFigure(value, suffix, locale)),
  );
  await page.close();
});

describe('the methodology reveal', () => {
  const methodology = (page: Page, locale: 'en' | 'ar' = 'en') => region(page, (locale === 'en' ? enAbout : arAbout).methodology.title);
  // The reveal is styling: the phase on the section, each step's opacity and flag, the bar's data-filled
  // (the bar is hidden from screen readers). Only the section and its steps are found by role.
  const state = async (page: Page, locale: 'en' | 'ar' = 'en') => {
    const section = await methodology(page, locale);
    const steps = await allByRole(page, 'listitem', { within: section });
    return {
      phase: await section.evaluate((el) => el.getAttribute('data-phase')),
      shown: await Promise.all(steps.map((step) => step.evaluate((li) => getComputedStyle(li).opacity === '1' && li.hasAttribute('data-shown')))),
      filled: await section.evaluate((el) => el.querySelector('[data-filled="true"]') !== null),
    };
  };

  it('waits below the fold, then fills the bar and shows the steps in turn once in view', async () => {
    const { page } = await openPage(site, '/about');
    expect(await state(page)).toEqual({ phase: 'waiting', shown: [false, false, false, false], filled: false });
    const section = await methodology(page);
    await section.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await page.waitForFunction(
      (el) => el.getAttribute('data-phase') === 'revealing' && el.querySelectorAll('li[data-shown]').length === 4,
      { timeout: 3000 },
      section,
    );
    // Until every fade, slide and fill has ended, and a frame is drawn after them.
    await section.evaluate((el) =>
      Promise.all(el.getAnimations({ subtree: true }).map((animation) => animation.finished)).then(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))),
    );
    expect(await state(page)).toEqual({ phase: 'revealing', shown: [true, true, true, true], filled: true });
    await page.close();
  });

  it(`is over within ${reveal.budgetMs} ms: every fade, slide and fill the reveal starts, its delay included`, async () => {
    const { page } = await openPage(site, '/about');
    const section = await methodology(page);
    // Each transition the reveal starts, timed by the browser as it is created (read afterwards, a
    // short one could have ended and left getAnimations() before a busy machine looked).
    await section.evaluate((el) => {
      const ends: number[] = [];
      (window as unknown as { revealEnds: number[] }).revealEnds = ends;
      el.addEventListener('transitionrun', (event) => {
        const started = (event.target as Element).getAnimations().find((a) => (a as CSSTransition).transitionProperty === event.propertyName);
        ends.push(Number(started?.effect?.getComputedTiming().endTime ?? Infinity));
      });
    });
    await section.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await page.waitForFunction((el) => el.getAttribute('data-phase') === 'revealing', { timeout: 3000 }, section);
    // Four steps' opacity and transform, and the bar's width: a busy machine may create the last
    // one late, so wait for all nine (their timing is the browser's own, however late they start).
    await page
      .waitForFunction(() => (window as unknown as { revealEnds: number[] }).revealEnds.length >= 9, { timeout: 3000 })
      .catch(() => undefined);
    const ends = await page.evaluate(() => (window as unknown as { revealEnds: number[] }).revealEnds);
    expect(ends.length).toBeGreaterThanOrEqual(9);
    expect(Math.max(...ends)).toBeLessThanOrEqual(reveal.budgetMs);
    await page.close();
  });

  it.each([
    ['/about', 'left'],
    ['/ar/about', 'right'],
  ])('on %s fills the bar from the %s, the way the page reads', async (route, side) => {
    const { page } = await openPage(site, route);
    // Still empty: where the zero-width fill sits is where it grows from. The bar is decoration,
    // hidden from screen readers: found by its data-filled inside the section.
    const section = await methodology(page, route.startsWith('/ar') ? 'ar' : 'en');
    const edge = await section.$eval('[data-filled]', (fill) => {
      const track = fill.parentElement!.getBoundingClientRect();
      const box = fill.getBoundingClientRect();
      return Math.abs(box.left - track.left) < 1 ? 'left' : Math.abs(box.right - track.right) < 1 ? 'right' : 'neither';
    });
    expect(edge).toBe(side);
    await page.close();
  });

  it('shows everything at once, without animation, when the visitor prefers reduced motion', async () => {
    const { page } = await openPage(site, '/ar/about', { reducedMotion: true });
    expect(await state(page, 'ar')).toEqual({ phase: 'static', shown: [true, true, true, true], filled: true });
    await page.close();
  });

  it('shows every step in the HTML itself, for visitors without JavaScript', async () => {
    const { page } = await openPage(site, '/about', { javaScript: false });
    expect(await state(page)).toEqual({ phase: 'static', shown: [true, true, true, true], filled: true });
    await page.close();
  });
});

describe.each([
  ['', 'en', enFounder],
  ['/ar', 'ar', arFounder],
] as const)('founder page in %s', (prefix, locale, content) => {
  const route = `${prefix}/meet-${config.founder.firstName}`;

  /** Her photograph in the site's arch, her name under it as the page's own text, from the settings. */
  async function expectPortrait(page: Page, alt: string): Promise<void> {
    const picture = await page.$eval('main picture img', (img) => ({
      alt: img.getAttribute('alt'),
      width: img.getAttribute('width'),
      height: img.getAttribute('height'),
      loaded: (img as HTMLImageElement).naturalWidth > 0,
      file: new URL((img as HTMLImageElement).currentSrc).pathname.split('/').pop()!.replace(/-\d+\..*$/, ''),
      mirrored: getComputedStyle(img).transform !== 'none',
      sources: Array.from(img.parentElement!.querySelectorAll('source'), (s) => s.type),
      caption: img.closest('figure')?.querySelector('figcaption')?.textContent,
    }));
    expect(picture).toEqual({
      alt,
      width: '800',
      height: '1000',
      loaded: true,
      file: founderImageKind === 'photo' ? 'founder-photo' : 'founder-art',
      mirrored: false,
      sources: ['image/avif', 'image/webp'],
      caption: config.founder.name[locale],
    });
    // Her photograph stands in the site's arch; the drawing has an arch of its own and is not framed twice.
    expect(await inArch((await page.$('main figure'))!)).toBe(founderImageKind === 'photo');
  }

  it("shows the founder's photograph, or else her words, her introduction, three expertise cards, and the way on", async () => {
    const { page } = await openPage(site, route);
    expect(await texts(page, 'h1')).toEqual([config.founder.name[locale]]);
    if (founderImageKind === 'photo') await expectPortrait(page, content.hero.portraitAlt);
    else {
      // Without a photograph type leads: her name, her role and her words, no drawing standing in for her,
      // and her words said once on the page.
      const hero = await region(page, content.hero.title);
      expect(await hero.$('picture, img')).toBeNull();
      const heroText = await hero.evaluate((el) => el.textContent ?? '');
      expect(heroText).toContain(content.hero.role);
      expect(heroText).toContain(content.quote);
      expect((await page.$eval('main', (el) => el.textContent ?? '')).split(content.quote)).toHaveLength(2);
    }
    const expertise = await region(page, content.expertise.title);
    expect(await textsOf(await allByRole(page, 'heading', { level: 3, within: expertise }))).toEqual([
      content.expertise.keyAreas.title,
      content.expertise.credentials.title,
      content.expertise.sectors.title,
    ]);
    const next = await region(page, content.next.title);
    expect((await linksOf(await allByRole(page, 'link', { within: next }))).map((l) => l.href)).toEqual(
      ['/services', '/contact', '/booking'].map((path) => `${prefix}${path}`),
    );
    // The hero is the region its h1 names.
    const hero = await region(page, content.hero.title);
    expect(await linksOf(await allByRole(page, 'link', { name: newTabName(content.hero.cta, locale), within: hero }))).toEqual([
      outbound(config.scheduling.discovery),
    ]);
    await page.close();
  });

  it('describes the founder as a Person', async () => {
    const person = structuredData((await head(site, route)).body).find((node) => node['@type'] === 'Person');
    expect(person).toMatchObject({ name: config.founder.name[locale], jobTitle: content.hero.role, worksFor: { '@id': `${config.origin}/#organization` } });
  });
});

describe.each([
  ['/services', 'en', enServices],
  ['/ar/services', 'ar', arServices],
] as const)('services at %s', (route, locale, content) => {
  const prefix = locale === 'ar' ? '/ar' : '';

  it('offers every service with features, prices and links; its benefits; its steps', async () => {
    const { page } = await openPage(site, route);
    const hero = await region(page, content.hero.title);
    expect(await linksOf(await allByRole(page, 'link', { within: hero }))).toEqual([outbound(config.scheduling.discovery)]);
    expect(await allByRole(page, 'link', { name: newTabName(content.hero.cta, locale), within: hero })).toHaveLength(1);
    const catalogue = await byRole(page, 'region', { name: content.catalogue.title });
    const names = await allByRole(page, 'heading', { level: 3, within: catalogue });
    expect(await textsOf(names)).toEqual(serviceKeys.map((key) => content.offers.services[key].name));
    // A card is the list item its name heads.
    const cards = await Promise.all(names.map(async (name) => (await name.evaluateHandle((h) => h.closest('li')!)).asElement()!));
    const features = await Promise.all(cards.map(async (card) => textsOf(await allByRole(page, 'listitem', { within: card }))));
    expect(features).toEqual(serviceKeys.map((key) => content.offers.services[key].features));
    const prices = await Promise.all(cards.map(async (card, i) => (await allByText(page, pricesIn(locale)[i]!, { within: card })).length));
    expect(prices).toEqual(serviceKeys.map(() => 1));
    const cardLinks = await Promise.all(cards.map(async (card) => (await linksOf(await allByRole(page, 'link', { within: card }))).map((l) => l.href)));
    expect(cardLinks).toEqual(serviceKeys.map((key) => [pathFor(key, locale)]));
    const benefits = await byRole(page, 'region', { name: content.benefits.title });
    expect(await textsOf(await allByRole(page, 'heading', { level: 3, within: benefits }))).toEqual(content.benefits.items.map((item) => item.title));
    const how = await byRole(page, 'region', { name: content.howItWorks.title });
    expect(await textsOf(await allByRole(page, 'heading', { level: 3, within: how }))).toEqual(content.howItWorks.steps.map((step) => step.title));
    const closing = await byRole(page, 'region', { name: content.closing.title });
    expect((await linksOf(await allByRole(page, 'link', { within: closing })))[0]?.href).toBe(`${prefix}/booking`);
    await page.close();
  });
});

describe.each([
  ['/booking', 'en', enBooking],
  ['/ar/booking', 'ar', arBooking],
] as const)('booking at %s', (route, locale, content) => {
  const prices = pricesIn(locale);
  const currencyName = ui[locale].currency;
  // One visit serves every check of the page: none changes it.
  const look = sharedVisit(() => openPage(site, route));

  it('presents the free discovery session: four and four points, the promise, and scheduling in a new tab', async () => {
    const { page } = look;
    expect(await texts(page, 'h1')).toEqual([content.hero.title]);
    const card = '#discovery article';
    expect(await texts(page, `${card} h3`)).toEqual([
      content.discovery.whatHappens.title,
      content.discovery.leaveWith.title,
      content.discovery.promise.title,
    ]);
    expect(await page.$$eval(`${card} ul`, (lists) => lists.map((list) => list.children.length))).toEqual([
      content.discovery.whatHappens.items.length,
      content.discovery.leaveWith.items.length,
    ]);
    expect(await links(page, `${card} a`)).toEqual([outbound(discoveryOffer.schedulingUrl)]);
  });

  it('sells every paid session, the popular one marked, each paid through its own link', async () => {
    const { page } = look;
    const cards = '#paid-sessions li > article';
    expect(await texts(page, `${cards} h3`)).toEqual(serviceKeys.map((key) => content.offers.services[key].name));
    expect(await texts(page, `${cards} [data-price] > span`)).toEqual(prices);
    expect(await page.$$eval(`${cards} [data-price] svg`, (signs) => signs.map((s) => s.getAttribute('aria-label')))).toEqual(
      serviceKeys.map(() => currencyName),
    );
    // English puts the sign before the amount; Arabic after it in reading order, i.e. to its left.
    const signSide = await page.$eval(`${cards} [data-price]`, (price) =>
      price.querySelector('svg')!.getBoundingClientRect().left < price.querySelector('span')!.getBoundingClientRect().left ? 'left' : 'right',
    );
    expect(signSide).toBe('left');
    expect(await page.$eval(`${cards} [data-price]`, (price) => price.firstElementChild!.tagName.toLowerCase())).toBe(
      locale === 'en' ? 'svg' : 'span',
    );
    expect(await texts(page, `${cards} [data-price] + small`)).toEqual(serviceKeys.map(() => content.offers.perSession));
    expect(await texts(page, '#paid-sessions [data-featured] > p:first-child')).toEqual([content.offers.popular]);
    expect(await page.$eval('#paid-sessions [data-featured] h3', (h) => h.textContent)).toBe(content.offers.services[serviceKeys.find((key) => paidOffers[key].popular)!].name);
    expect(await links(page, `${cards} a`)).toEqual(serviceKeys.map((key) => outbound(paidOffers[key].paymentUrl)));
    // Three 'Pay' buttons ('Book and Pay' where the booking takes the payment): each one's name starts with the word shown, then says the price and the service.
    const names = await Promise.all((await page.$$(`${cards} a`)).map((link) => computedName(page, link)));
    expect(names).toEqual(serviceKeys.map((key) => newTabName(content.offers.services[key].payName, locale)));
    for (const [index, key] of serviceKeys.entries()) expect(names[index]).toContain(priceInWords(paidOffers[key].price, locale));
    for (const [index, key] of serviceKeys.entries()) expect(names[index]).toMatch(new RegExp(`^${content.offers.services[key].payLabel ?? content.offers.payLabel} `));
  });

  it('shows the banner with its size set, and the three-step journey', async () => {
    const { page } = look;
    const banner = await page.$eval('main figure img', (img) => ({ alt: img.getAttribute('alt'), width: img.getAttribute('width'), height: img.getAttribute('height') }));
    expect(banner).toEqual({ alt: content.banner.alt, width: String(bookingBanner.width), height: String(bookingBanner.height) });
    expect(banner.alt?.length).toBeGreaterThan(10);
    const journey = await allByRole(page, 'listitem', { within: await region(page, content.journey.title) });
    const stepTitles = await Promise.all(journey.map(async (step) => textsOf(await allByRole(page, 'heading', { level: 3, within: step }))));
    expect(stepTitles).toEqual(content.journey.steps.map((step) => [step.title]));
  });
});

it('uses the spec wording on the English booking page and gives the session’s length, no obligation, in Arabic', () => {
  const { booking, offers } = specWords;
  expect(enBooking.hero.title).toBe(booking.heroTitle);
  expect(enBooking.paid.title).toBe(booking.paidTitle);
  expect(enBooking.discovery.promise.title).toBe(booking.promise);
  expect(enBooking.journey.steps.map((step) => step.title)).toEqual(booking.journey);
  expect([enBooking.offers.discovery.buttonText, enBooking.offers.payLabel, enBooking.offers.popular]).toEqual([offers.schedule, offers.pay, booking.popular]);
  const arDiscovery = [arBooking.hero.lead, arBooking.discovery.lead, arBooking.offers.discovery.priceText, arBooking.discovery.promise.body].join(' ');
  expect(arDiscovery).toContain(arabicDuration(discoveryOffer.hours, 'hour'));
  // No obligation, however the sentence words it (التزام, لا تُلزمك…).
  expect(arDiscovery).toMatch(/التزام|تُ?لزم/);
});
