/**
 * The words a search result shows. Their lengths are the schemas' to refuse (pageMeta() for every
 * page's words, the post schema for a post's title and excerpt), and `npm run assets` refuses every
 * file outside them before the tests start (content-data.test.tsx seeds such a file), so no test
 * measures each page again. What the build does not check is checked here.
 */
import type { PageMetaContent } from '../../src/content/schema/fields';
import { DESCRIPTION_RANGE, TITLE_MAX, pageTitle, titleLength } from '../../src/seo/page-title';

// A page's own title holding the template's "|" is the schema's to refuse (owner-words-rules.test.ts).

// The founder's name is the owner's to set, and the founder page's title and
// description carry it: a long name must still fit a search result.
describe.each(['en', 'ar'] as const)('the founder page (%s) with a name of 25 characters', (locale) => {
  it(`keeps its title within ${TITLE_MAX} and its description within ${DESCRIPTION_RANGE[1]} characters`, () => {
    const longName = { en: 'Alexandra Catherine Smyth', ar: 'عبد الرحمن بن سالم الكعبي' };
    expect(longName[locale]).toHaveLength(25);
    let meta: PageMetaContent | undefined;
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { site } = require('../../src/config/site') as typeof import('../../src/config/site');
      site.founder.name[locale] = longName[locale];
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { readWords } = require('../../scripts/lib/content/read') as typeof import('../../scripts/lib/content/read');
      meta = (readWords('founder', locale) as { meta: PageMetaContent }).meta;
    });
    expect(meta!.title).toContain(longName[locale]);
    expect(titleLength(pageTitle(meta!.title, locale))).toBeLessThanOrEqual(TITLE_MAX);
    expect(meta!.description.length).toBeLessThanOrEqual(DESCRIPTION_RANGE[1]);
  });
});
