/**
 * What a link does, for the page landed on and the app alike (src/routes/link-moves.ts): one table,
 * read from an English page and from an Arabic one. The DOM side (`pageLinkOf`) reads the same
 * facts from an anchor, checked on a few rows.
 */
import type { Locale } from '../../src/config/site';
import { movesInPlace, type LinkFacts } from '../../src/routes/link-moves';
import { pageLinkOf } from '../../src/components/links/moves';
import { pathFor } from '../../src/routes/paths';

const about = { en: pathFor('about', 'en'), ar: pathFor('about', 'ar') };
const services = { en: pathFor('services', 'en'), ar: pathFor('services', 'ar') };

/** [what the link is, the link, whether it moves in place from an English page, from an Arabic one] */
const cases: [string, LinkFacts, boolean, boolean][] = [
  ['an English page', { href: about.en }, true, false],
  ['an Arabic page', { href: about.ar }, false, true],
  ['the English home', { href: '/' }, true, false],
  ['the Arabic home', { href: '/ar' }, false, true],
  ['a page with a query', { href: `${services.en}?ref=menu` }, true, false],
  ['an Arabic page with a query', { href: `${services.ar}?ref=menu` }, false, true],
  ['a section of another page', { href: `${services.en}#faq` }, true, false],
  ['a section of this page alone', { href: '#faq' }, false, false],
  ['another host, without a scheme', { href: '//elsewhere.example/x' }, false, false],
  ['another host, with a backslash', { href: '/\\elsewhere.example/x' }, false, false],
  ['a path that spells an address', { href: '/https://elsewhere.example/' }, false, false],
  ['another site', { href: 'https://elsewhere.example' }, false, false],
  ['an email', { href: 'mailto:someone@example.com' }, false, false],
  ['a phone', { href: 'tel:+97100000000' }, false, false],
  ['a download', { href: about.en, download: true }, false, false],
  ['a new tab', { href: about.en, target: '_blank' }, false, false],
  ['this tab, named', { href: about.en, target: '_self' }, true, false],
  ['a PDF', { href: '/guide.pdf' }, false, false],
  ['a feed under a route with a parameter', { href: '/blog/feed.xml' }, false, false],
  ['a calendar file', { href: '/ar/booking/session.ics' }, false, false],
  ['the editor', { href: '/admin' }, false, false],
  ['the editor, in Arabic', { href: '/ar/admin' }, false, false],
  ['an address no route answers', { href: '/nowhere' }, false, false],
];

describe('what a link does', () => {
  it.each(cases)('%s (%j): in place from English %s, from Arabic %s', (_what, link, fromEnglish, fromArabic) => {
    const seen: Record<Locale, boolean> = { en: movesInPlace(link, 'en'), ar: movesInPlace(link, 'ar') };
    expect(seen).toEqual({ en: fromEnglish, ar: fromArabic });
  });
});

describe('the page landed on reads the same facts from its anchors', () => {
  const anchor = (attributes: Record<string, string>): HTMLAnchorElement => {
    const link = document.createElement('a');
    for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
    link.append(document.createElement('span'));
    document.body.append(link);
    return link;
  };
  afterEach(() => document.body.replaceChildren());

  it.each(cases.filter(([what]) => ['an English page', 'a download', 'a new tab', 'a PDF', 'the editor', 'an Arabic page'].includes(what)))(
    '%s',
    (_what, { href, target, download }, fromEnglish) => {
      const link = anchor({ href, ...(target ? { target } : {}), ...(download ? { download: '' } : {}) });
      // From something inside the link, as a click on its text.
      expect(pageLinkOf(link.firstChild)?.href).toBe(fromEnglish ? href : undefined);
    },
  );
});
