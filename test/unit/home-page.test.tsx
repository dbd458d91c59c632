import { cleanup, screen, within } from '@testing-library/react';
import figureSettings from '../../src/config/generated/figures';
import { figureList } from '../../src/config/figure-list';
import { serviceKeys } from '../../src/config/services';
import { site } from '../../src/config/site';
import enHome from '../../src/content/generated/en/home';
import arHome from '../../src/content/generated/ar/home';
import { formatFigure } from '../../src/i18n/format';
import { pathFor } from '../../src/routes/paths';
import { pageTitle } from '../../src/seo/page-title';
import arFigureLabels from '../../src/content/generated/ar/figures';
import enFigureLabels from '../../src/content/generated/en/figures';
import type { Locale } from '../../src/i18n/locale';
import { specWords } from '../spec/words';
import { renderApp } from '../support/render-app';

/** A name that contains these words: a link's name may add what it leads to. */
const containing = (words: string) => new RegExp(words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
const head = (selector: string) => document.head.querySelector(selector);

/** Search and share metadata is written by the build's prerender; render as it does. */
function asPrerender() {
  beforeEach(() => Object.assign(window, { __prerendering: true }));
  afterEach(() => {
    delete (window as { __prerendering?: boolean }).__prerendering;
  });
}

// One table of figures (docs/decisions.md, "Figures"): home and about, English and Arabic, show the
// settings' numbers in the figure list's order, each with its label from the figures' words (their facts quoted).
const figureLabels = { en: enFigureLabels, ar: arFigureLabels };
const expectedFigures = (locale: Locale) =>
  figureList.map(({ key, suffix }) => [figureLabels[locale][key], formatFigure(figureSettings[key], suffix, locale)]);

/** Each figure as the page shows it, in order: [its label, its figure]. */
const shownFigures = (list: HTMLElement) => Array.from(list.querySelectorAll('dt'), (label) => [label.textContent, label.nextElementSibling?.textContent]);

describe('home page', () => {
  it('shows the hero with its two actions', async () => {
    await renderApp('/');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(enHome.hero.title);
    const book = screen.getByRole('link', { name: containing(enHome.hero.primaryCta) });
    expect(book).toHaveAttribute('href', site.scheduling.discovery);
    expect(book).toHaveAttribute('target', '_blank');
    expect(book).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: enHome.hero.secondaryCta })).toHaveAttribute('href', pathFor('services', 'en'));
  });

  it('links the three services, the founder page and the closing call to booking', async () => {
    await renderApp('/');
    for (const key of serviceKeys) {
      expect(screen.getByRole('link', { name: containing(enHome.offers.services[key].linkLabel) })).toHaveAttribute('href', pathFor(key, 'en'));
    }
    expect(screen.getByRole('link', { name: containing(enHome.founder.linkLabel) })).toHaveAttribute('href', pathFor('founder', 'en'));
    const closing = screen.getByRole('region', { name: enHome.closing.title });
    expect(within(closing).getByRole('link', { name: enHome.closing.cta })).toHaveAttribute('href', pathFor('booking', 'en'));
  });

  it('shows the figures in their band, and the testimonials with five stars each', async () => {
    await renderApp('/');
    expect(shownFigures(screen.getByRole('region', { name: enHome.stats.title }))).toEqual(expectedFigures('en'));
    // Five stars on each card, as the spec draws them, and no rating claimed to those who hear the page.
    const cards = screen.getByRole('region', { name: enHome.testimonials.title });
    expect(cards.querySelectorAll('[aria-hidden="true"] svg')).toHaveLength(5 * enHome.testimonials.items.length);
    expect(within(cards).queryByRole('img')).toBeNull();
    expect(cards).not.toHaveTextContent(/rated|out of 5/i);
  });

  it("marks each testimonial with the client's initials, an Arabic name with its first letter alone", async () => {
    const initials = () => Array.from(document.querySelectorAll('figcaption [aria-hidden="true"]'), (disc) => disc.textContent);
    await renderApp('/');
    expect(initials()).toEqual(enHome.testimonials.items.map(({ name }) => name.replace(/[.\s]/g, '')));
    cleanup();
    await renderApp('/ar');
    // Two Arabic letters side by side read as a word ('رع'): one letter, the name's first.
    expect(initials()).toEqual(arHome.testimonials.items.map(({ name }) => Array.from(name)[0]));
  });

  it('mirrors the structure in Arabic, with Arabic-Indic figures and Arabic links', async () => {
    await renderApp('/ar');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(arHome.hero.title);
    expect(shownFigures(screen.getByRole('region', { name: arHome.stats.title }))).toEqual(expectedFigures('ar'));
    for (const key of serviceKeys) {
      expect(screen.getByRole('link', { name: containing(arHome.offers.services[key].linkLabel) })).toHaveAttribute('href', pathFor(key, 'ar'));
    }
    const closing = screen.getByRole('region', { name: arHome.closing.title });
    expect(within(closing).getByRole('link')).toHaveAttribute('href', '/ar/booking');
  });
});

describe('home page metadata', () => {
  asPrerender();

  it('keeps only the title and description current in a visitor\'s browser', async () => {
    delete (window as { __prerendering?: boolean }).__prerendering;
    await renderApp('/');
    expect(document.title).toBe(pageTitle(enHome.meta.title, 'en'));
    expect(head('meta[name="description"]')).toHaveAttribute('content', enHome.meta.description);
    expect(head('meta[property="og:title"]')).toBeNull();
  });

  it('describes the English page for search engines and share previews', async () => {
    await renderApp('/');
    expect(document.title).toBe(pageTitle(enHome.meta.title, 'en'));
    expect(head('meta[name="description"]')).toHaveAttribute('content', enHome.meta.description);
    expect(head('meta[name="keywords"]')).toHaveAttribute('content', enHome.meta.keywords.join(', '));
    expect(head('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
    expect(head('link[rel="canonical"]')).toHaveAttribute('href', `${site.origin}/`);
    expect(head('link[hreflang="en"]')).toHaveAttribute('href', `${site.origin}/`);
    expect(head('link[hreflang="ar"]')).toHaveAttribute('href', `${site.origin}/ar`);
    expect(head('link[hreflang="x-default"]')).toHaveAttribute('href', `${site.origin}/`);
    expect(head('meta[property="og:locale"]')).toHaveAttribute('content', 'en_AE');
    expect(head('meta[property="og:image"]')?.getAttribute('content')).toMatch(/^https:\/\//);
    expect(head('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  });

  it('carries the business as structured data', async () => {
    await renderApp('/');
    const json = document.querySelector('script[type="application/ld+json"]')?.textContent ?? '';
    const data = JSON.parse(json);
    const business = data['@graph'].find((thing: { '@type': string }) => thing['@type'] === 'ProfessionalService');
    expect(business).toMatchObject({ name: site.brand.en, email: site.contact.email, telephone: site.contact.phone });
    expect(business.sameAs).toEqual(Object.values(site.social));
  });

  it('gives the Arabic page its own title, canonical and locale', async () => {
    await renderApp('/ar');
    expect(document.title).toBe(pageTitle(arHome.meta.title, 'ar'));
    expect(head('link[rel="canonical"]')).toHaveAttribute('href', `${site.origin}/ar`);
    expect(head('meta[property="og:locale"]')).toHaveAttribute('content', 'ar_AE');
  });
});

describe('pages kept out of search engines', () => {
  asPrerender();

  it('marks thank-you noindex', async () => {
    await renderApp('/thank-you');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(specWords.thankYou.title);
    expect(head('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
  });

  it('marks not-found noindex, with no canonical address, in both languages', async () => {
    await renderApp('/no-such-page');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(specWords.notFound.en.title);
    expect(screen.getByRole('link', { name: containing(specWords.notFound.en.back) })).toHaveAttribute('href', '/');
    expect(head('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
    expect(head('link[rel="canonical"]')).toBeNull();
    expect(console.info).toHaveBeenCalledWith('Page not found: /no-such-page');
  });

  it('says not-found in Arabic under /ar', async () => {
    await renderApp('/ar/no-such-page');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(specWords.notFound.ar.title);
    expect(screen.getByRole('link', { name: containing(specWords.notFound.ar.back) })).toHaveAttribute('href', '/ar');
  });
});

it.each([
  ['/', 'en'],
  ['/ar', 'ar'],
  ['/about', 'en'],
  ['/ar/about', 'ar'],
] as const)('%s shows the figures of the settings, in order, each with its label', async (path, locale) => {
  await renderApp(path);
  const lists = Array.from(document.querySelectorAll<HTMLElement>('main dl')).filter((list) => list.querySelector('dt') !== null);
  expect(lists.map(shownFigures)).toContainEqual(expectedFigures(locale));
  cleanup();
});
