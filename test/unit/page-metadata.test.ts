/**
 * The words a search result shows, for every built page in both languages:
 * read from the page registry, so a new page is held to this with no new test.
 */
import { pageRegistry } from '../../src/app/page-registry';
import type { PageMetaContent } from '../../src/content/types/common';
import { locales } from '../../src/i18n/locale';
import arNotFound from '../../src/content/ar/not-found';
import enNotFound from '../../src/content/en/not-found';
import { DESCRIPTION_RANGE, TITLE_MAX, pageTitle } from '../../src/seo/page-title';

const pages = Object.entries(pageRegistry).flatMap(([key, page]) =>
  locales.map((locale) => [`${key} (${locale})`, locale, async () => ((await page!.content[locale]()).default as { meta: PageMetaContent }).meta] as const),
);
const notFound = [
  ['not-found (en)', 'en', async () => enNotFound.meta],
  ['not-found (ar)', 'ar', async () => arNotFound.meta],
] as const;

describe.each([...pages, ...notFound])('%s', (_name, locale, loadMeta) => {
  it(`has a title of at most ${TITLE_MAX} characters, brand included`, async () => {
    const meta = await loadMeta();
    expect(pageTitle(meta.title, locale).length).toBeLessThanOrEqual(TITLE_MAX);
    expect(meta.title).not.toMatch(/\|/); // the brand suffix is the template's job
  });

  it(`has a description of ${DESCRIPTION_RANGE[0]}–${DESCRIPTION_RANGE[1]} characters and keywords`, async () => {
    const meta = await loadMeta();
    expect(meta.description.length).toBeGreaterThanOrEqual(DESCRIPTION_RANGE[0]);
    expect(meta.description.length).toBeLessThanOrEqual(DESCRIPTION_RANGE[1]);
    expect(meta.keywords.length).toBeGreaterThan(0);
    for (const keyword of meta.keywords) expect(keyword.trim()).not.toBe('');
  });
});
