import { cleanup } from '@testing-library/react';
import { pageArt } from '../../src/assets/generated/page-art';
import { pageRegistry } from '../../src/app/page-registry';
import { builtPages } from '../../src/app/prerender-list';
import { serviceKeys } from '../../src/config/services';
import { locales } from '../../src/i18n/locale';
import { pathFor } from '../../src/routes/paths';
import type { RouteKey } from '../../src/routes/route-table';
import { renderApp } from '../support/render-app';

// Unit tests load every image as one stub URL: here each drawing gets an address naming it, so a page shows which it drew.
jest.mock('../../src/assets/generated/page-art', () => {
  const actual = jest.requireActual('../../src/assets/generated/page-art');
  return { ...actual, pageArt: Object.fromEntries(Object.keys(actual.pageArt).map((name) => [name, `/page-art/${name}.svg`])) };
});

const drawingNames = Object.keys(pageArt);

/** The drawings a rendered page shows, by name: its hero's and any other in its main content. */
function drawingsShown(): string[] {
  const addresses = Array.from(document.querySelectorAll('main img, main source'), (el) => `${el.getAttribute('src') ?? ''} ${el.getAttribute('srcset') ?? ''}`);
  return [...new Set(addresses.flatMap((address) => Array.from(address.matchAll(/\/page-art\/(\w+)\.svg/g), (match) => match[1]!)))];
}

describe.each(locales)('the pictures of every route, and of the not-found page, in %s', (locale) => {
  // One page per route of the table: a post stands for every post (each draws its own, test/unit/post-pictures.test.ts).
  const pages = builtPages().filter((page, index, all) => page.locale === locale && all.findIndex((other) => other.key === page.key && other.locale === locale) === index);
  const shown = new Map<RouteKey | 'notFound', { drawings: string[]; pictures: number; template: unknown }>();

  /** Renders a page and notes what it shows, then clears it for the next. */
  const look = async (key: RouteKey | 'notFound', path: string, template: unknown) => {
    await renderApp(path);
    shown.set(key, { drawings: drawingsShown(), pictures: document.querySelectorAll('main img').length, template });
    cleanup();
  };

  beforeAll(async () => {
    // As the prerendered document says: a page's behaviours read its language there.
    document.documentElement.lang = locale;
    for (const page of pages) await look(page.key, page.path, (await pageRegistry[page.key].component()).default);
    // An address no route answers: the page the host sends with its 404.
    await look('notFound', `${pathFor('home', locale).replace(/\/$/, '')}/no-such-page`, 'notFound');
  });

  it('gives every page a picture', () => {
    const without = [...shown].filter(([, page]) => !page.pictures).map(([key]) => key);
    expect(shown.size).toBe(pages.length + 1);
    expect(without).toEqual([]);
  });

  it('never shows one drawing on two templates (a service without a drawing of its own may borrow the services one)', () => {
    const templatesOf = new Map<string, Set<unknown>>();
    for (const [key, { drawings, template }] of shown) {
      const borrowing = (serviceKeys as readonly string[]).includes(key) && !drawingNames.includes(key);
      for (const name of borrowing ? [] : drawings) templatesOf.set(name, (templatesOf.get(name) ?? new Set()).add(template));
    }
    const shared = [...templatesOf].filter(([, templates]) => templates.size > 1).map(([name]) => name);
    expect(shared).toEqual([]);
  });

  it('shows every drawing somewhere', () => {
    const used = new Set([...shown.values()].flatMap((page) => page.drawings));
    expect(drawingNames.filter((name) => !used.has(name))).toEqual([]);
  });
});
