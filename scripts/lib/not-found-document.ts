/**
 * One file, dist/404.html, answers every unknown address, in both languages (Firebase Hosting
 * serves a single 404 page). It carries a variant of the not-found page for each kind of unknown
 * address, each rendered by the prerender from the app itself (so from the content modules), and
 * a small inline script that shows the right one before the first paint, by the address alone.
 * The app renders the same page when it starts, so nothing moves.
 *
 * The script is one of the site's two inline scripts (the other asks for the page's faces,
 * scripts/build/early-script.ts); the Content-Security-Policy in firebase.json allows each by its
 * hash, which the prerender and a unit test hold to their text.
 */
import { pageRegistry } from '../../src/app/page-registry';
import { APP_CHUNKS_ATTRIBUTE } from '../../src/config/runtime';
import type { Locale } from '../../src/config/site';
import { localizePath } from '../../src/i18n/locale';
import { parsePattern, pathFor, routeMatcher } from '../../src/routes/paths';
import { routeDef, routeKeys } from '../../src/routes/route-table';

/** Not an address of the site, nor a post's slug: what the prerender visits to render not-found. */
const PROBE = '__not-found__';

export interface NotFoundVariant {
  locale: Locale;
  /** The address the prerender renders this variant at. */
  probe: string;
  /** The unknown addresses it answers: a regular expression tested against `location.pathname`. */
  pattern: string;
  /**
   * The pattern stands for a route parameter. The app matches such a route only when the
   * address decodes (a malformed escape gets the plain not-found page), and so does the script.
   */
  param: boolean;
}

/**
 * Every variant, in the order the script tries them, most particular first: in each language,
 * the built routes with parameters (an unknown post gets the blog's own message), then any other
 * address in that language. The last, English, answers everything. Each pattern is the route
 * table's own compiled matcher (src/routes/paths.ts), or the same compiler's `*` under the
 * language's prefix: the document spells no pattern of its own.
 */
export function notFoundVariants(): NotFoundVariant[] {
  const withParams = routeKeys.filter((key) => pageRegistry[key] && routeDef(key).path.includes(':'));
  const forLocale = (locale: Locale): NotFoundVariant[] => [
    ...withParams.map((key) => {
      const params = Object.fromEntries((routeDef(key).path.match(/:\w+/g) ?? []).map((name) => [name.slice(1), PROBE]));
      return { locale, probe: pathFor(key, locale, params), pattern: routeMatcher(key, locale).source, param: true };
    }),
    { locale, probe: localizePath(`/${PROBE}`, locale), pattern: parsePattern(localizePath('/*', locale)).pattern.source, param: false },
  ];
  return [...forLocale('ar'), ...forLocale('en')];
}

/**
 * On <html> until the script has put the page in place and its faces are in: it is hidden before,
 * rather than show the wrong one, or the right one in a face about to change. Should the script not run, the app removes it once it has rendered the page
 * (ReadySignal, src/app/app.tsx), hence its name.
 */
export const PENDING_ATTRIBUTE = 'data-awaiting-app';
/** On the head elements that belong to one variant: its title, description and styles. */
export const PART_ATTRIBUTE = 'data-not-found-part';

/**
 * How long the page stays hidden, at most, for the faces its variant uses. One document serves
 * both languages, so an Arabic variant's faces are asked for only once the script has chosen it,
 * at the end of the document, just before the first paint: shown at once, the page would be
 * drawn in the fallback and move a little when they swap in (measured: a shift of 0.0002).
 */
export const FONT_WAIT_MS = 1000;

/**
 * The inline script, run by the parser right after #root and the variants' templates: it takes
 * the first template whose pattern matches the address and moves its head elements into <head>
 * and its page into #root, sets <html lang dir> and the
 * chunks the entry preloads, then removes the templates and itself. The page, laid out though
 * still hidden, asks for its faces; it is shown once they are in, or after FONT_WAIT_MS. It reads
 * the address only to test it: nothing of it reaches the page.
 */
export const NOT_FOUND_SCRIPT = `(() => {
const d = document, html = d.documentElement, path = location.pathname, templates = d.querySelectorAll('template[data-not-found]');
let decodes = true;
try { decodeURIComponent(path); } catch { decodes = false; }
const variant = [...templates].find((t) => (decodes || !t.hasAttribute('data-param')) && new RegExp(t.dataset.notFound).test(path));
if (variant) {
const page = variant.content;
d.head.querySelectorAll('[${PART_ATTRIBUTE}]').forEach((node) => node.remove());
d.head.append(...[...page.children].filter((node) => node.hasAttribute('${PART_ATTRIBUTE}')));
d.getElementById('root').replaceChildren(page);
html.lang = variant.dataset.lang;
html.dir = variant.dataset.dir;
d.querySelector('script[${APP_CHUNKS_ATTRIBUTE}]')?.setAttribute('${APP_CHUNKS_ATTRIBUTE}', variant.dataset.chunks);
}
templates.forEach((t) => t.remove());
d.body.offsetWidth;
Promise.race([d.fonts.ready, new Promise((done) => setTimeout(done, ${FONT_WAIT_MS}))]).then(() => html.removeAttribute('${PENDING_ATTRIBUTE}'));
d.currentScript.remove();
})();`;

// The pages' inline scripts and the editor's moved page share one way to allow a script.
export { scriptHashSource } from './script-hash';

/** The `script-src` directive of a Content-Security-Policy, split into its sources. */
export const scriptSources = (csp: string): string[] =>
  csp
    .split(';')
    .map((directive) => directive.trim().split(/\s+/))
    .find(([name]) => name === 'script-src')
    ?.slice(1) ?? [];
