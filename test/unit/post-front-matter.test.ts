/**
 * What the build says when a post's front matter is wrong: the owner reads
 * which file and which field, one line each. Build code: it runs in Node.
 * @jest-environment node
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { frontMatterProblems, postsDir, readPostFile } from '../../scripts/lib/posts';
import { SourceError } from '../../scripts/lib/run';
import { DESCRIPTION_RANGE, TITLE_MAX } from '../../src/seo/page-title';
import { validEnglishFrontMatter as english } from '../support/front-matter';

const file = (locale: 'en' | 'ar') => path.join(postsDir, 'a-new-post', `index.${locale}.md`);
const arabic = { title: 'عنوان', excerpt: 'ع'.repeat(DESCRIPTION_RANGE[1]), keywords: ['كلمة'], imageAlt: 'وصف الرسم.' };

it('finds nothing wrong with a complete post', () => {
  expect(frontMatterProblems(english, file('en'))).toEqual([]);
  expect(frontMatterProblems(arabic, file('ar'))).toEqual([]);
});

it('names the file and a missing field', () => {
  const { excerpt: _excerpt, ...withoutExcerpt } = english;
  expect(frontMatterProblems(withoutExcerpt, file('en'))).toEqual(['src/content/blog/a-new-post/index.en.md: excerpt: is missing']);
});

it('gives an excerpt its length and the range it must be in', () => {
  const long = DESCRIPTION_RANGE[1] + 11;
  expect(frontMatterProblems({ ...arabic, excerpt: 'ع'.repeat(long) }, file('ar'))).toEqual([
    `src/content/blog/a-new-post/index.ar.md: excerpt: is ${long} characters; at most ${DESCRIPTION_RANGE[1]}`,
  ]);
});

it('keeps a title within what a search result shows, whatever the brand after it', () => {
  const max = TITLE_MAX;
  expect(frontMatterProblems({ ...english, title: 'X'.repeat(max) }, file('en'))).toEqual([]);
  expect(frontMatterProblems({ ...english, title: 'X'.repeat(max + 1) }, file('en'))).toEqual([
    `src/content/blog/a-new-post/index.en.md: title: is ${max + 1} characters; a search result shows at most ${max}`,
  ]);
});

it('says each problem on a line of its own, a misspelt field included', () => {
  const { category: _category, ...rest } = english;
  expect(frontMatterProblems({ ...rest, catgory: 'Career Growth', date: '10 April 2025' }, file('en'))).toEqual([
    'src/content/blog/a-new-post/index.en.md: date: must be a day, YYYY-MM-DD',
    'src/content/blog/a-new-post/index.en.md: category: is missing',
    'src/content/blog/a-new-post/index.en.md: catgory: is not a field here (a misspelt name?)',
  ]);
});

it('refuses an update before the day the post was published', () => {
  expect(frontMatterProblems({ ...english, updated: '2025-05-01' }, file('en'))).toEqual(['src/content/blog/a-new-post/index.en.md: updated: is before "date" (2025-06-01)']);
  expect(frontMatterProblems({ ...english, updated: '2025-07-01' }, file('en'))).toEqual([]);
  // The editor writes a day left empty as '' (or YAML's nothing, null): not updated, not a mistake.
  expect(frontMatterProblems({ ...english, updated: '' }, file('en'))).toEqual([]);
  expect(frontMatterProblems({ ...english, updated: null }, file('en'))).toEqual([]);
  expect(frontMatterProblems({ ...english, updated: 'soon' }, file('en'))).toEqual(['src/content/blog/a-new-post/index.en.md: updated: must be a day, YYYY-MM-DD']);
});

// The mistake an owner makes most: a colon inside an unquoted title. One line, with the file and the line, no stack trace.
it('says where front matter that is not valid YAML goes wrong', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'post-'));
  const broken = path.join(dir, 'index.en.md');
  writeFileSync(broken, '---\ntitle: Work: a guide\nexcerpt: x\n---\n\nBody.\n');
  expect(() => readPostFile(broken)).toThrow(new SourceError(`${path.relative(path.resolve(__dirname, '../..'), broken).split(path.sep).join('/')}: line 2: the front matter is not valid (a value with a colon, or starting with a quote, needs quotes around it all: title: "Work: a guide")`));
});
