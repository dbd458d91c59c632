import { screen, within } from '@testing-library/react';
import { serviceKeys } from '../../src/config/services';
import { site } from '../../src/config/site';
import enHome from '../../src/content/generated/en/home';
import arHome from '../../src/content/generated/ar/home';
import { formatFigure } from '../../src/i18n/format';
import { pathFor } from '../../src/routes/paths';
import { pageTitle } from '../../src/seo/page-title';
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

describe('home page', () => {
  it('shows the hero with its two actions', async () => {
    await renderApp('/');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Your journey to greatness begins with one bold decision!',
    );
    const book = screen.getByRole('link', { name: /Book a Free Discovery Session/ });
    expect(book).toHaveAttribute('href', site.scheduling.discovery);
    expect(book).toHaveAttribute('target', '_blank');
    expect(book).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Explore Our Services' })).toHaveAttribute('href', '/services');
  });

  it('links the three services, the founder page and the closing call to booking', async () => {
    await renderApp('/');
    for (const key of serviceKeys) {
      expect(screen.getByRole('link', { name: containing(enHome.offers.services[key].linkLabel) })).toHaveAttribute('href', pathFor(key, 'en'));
    }
    expect(screen.getByRole('link', { name: containing(enHome.founder.linkLabel) })).toHaveAttribute('href', pathFor('founder', 'en'));
    const closing = screen.getByRole('region', { name: enHome.closing.title });
    expect(within(closing).getByRole('link', { name: 'Start Your Journey Today' })).toHaveAttribute('href', '/booking');
  });

  it('shows every figure with its label, and the testimonials with five stars each', async () => {
    await renderApp('/');
    const stats = screen.getByRole('region', { name: enHome.stats.title });
    for (const { value, suffix, label } of enHome.stats.items) {
      expect(within(stats).getByText(formatFigure(value, suffix, 'en'))).toBeInTheDocument();
      expect(within(stats).getByText(label)).toBeInTheDocument();
    }
    // Five stars on each card, as the spec draws them, and no rating claimed to those who hear the page.
    const cards = screen.getByRole('region', { name: enHome.testimonials.title });
    expect(cards.querySelectorAll('[aria-hidden="true"] svg')).toHaveLength(5 * enHome.testimonials.items.length);
    expect(within(cards).queryByRole('img')).toBeNull();
    expect(cards).not.toHaveTextContent(/rated|out of 5/i);
  });

  it('mirrors the structure in Arabic, with Arabic-Indic figures and Arabic links', async () => {
    await renderApp('/ar');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(arHome.hero.title);
    const stats = screen.getByRole('region', { name: arHome.stats.title });
    for (const { value, suffix } of arHome.stats.items) expect(within(stats).getByText(formatFigure(value, suffix, 'ar'))).toBeInTheDocument();
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
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Thank You!');
    expect(head('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
  });

  it('marks not-found noindex, with no canonical address, in both languages', async () => {
    await renderApp('/no-such-page');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Oops! Page not found');
    expect(screen.getByRole('link', { name: /Return to Home/ })).toHaveAttribute('href', '/');
    expect(head('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
    expect(head('link[rel="canonical"]')).toBeNull();
    expect(console.info).toHaveBeenCalledWith('Page not found: /no-such-page');
  });

  it('says not-found in Arabic under /ar', async () => {
    await renderApp('/ar/no-such-page');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('عذراً! الصفحة غير موجودة');
    expect(screen.getByRole('link', { name: /العودة إلى الرئيسية/ })).toHaveAttribute('href', '/ar');
  });
});

// One table of figures (docs/decisions.md, "Figures"): home and about, English and Arabic, say the same.
it('shows the same figures on the home and about pages, in both languages', async () => {
  const { stats } = await import('../../src/config/stats');
  const about = { en: (await import('../../src/content/generated/en/about')).default, ar: (await import('../../src/content/generated/ar/about')).default };
  const numbers = (items: { value: number; suffix: string }[]) => items.map(({ value, suffix }) => [value, suffix]);
  const expected = numbers([...stats]);
  for (const list of [enHome.stats.items, arHome.stats.items, about.en.story.figures, about.ar.story.figures]) expect(numbers(list)).toEqual(expected);
});
