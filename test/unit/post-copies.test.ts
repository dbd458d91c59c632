/**
 * A copied post (the editor's Duplicate copies every file of a post, its Arabic one too) cannot be
 * published unchanged in either language: each of its words another post already has stops the
 * build, one line each, naming both files. Build code: it runs in Node.
 * @jest-environment node
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fixturePostsDir, readPosts } from '../../scripts/lib/posts';
import { SourceError } from '../../scripts/lib/run';

const root = path.resolve(__dirname, '../..');
const shown = (file: string) => path.relative(root, file).split(path.sep).join('/');

const ORIGINAL = 'fixture-every-feature';
/** The name the editor gives a copy: the original's, and a number. */
const COPY = `${ORIGINAL}-1`;

let blog: string;
beforeEach(() => {
  blog = mkdtempSync(path.join(tmpdir(), 'post-copies-'));
  for (const slug of [ORIGINAL, COPY]) cpSync(path.join(fixturePostsDir, ORIGINAL), path.join(blog, slug), { recursive: true });
});
afterEach(() => rmSync(blog, { recursive: true, force: true }));

const file = (slug: string, locale: string) => path.join(blog, slug, `index.${locale}.md`);

/** Changes the copy's file in one language: `edit` rewrites its whole source. */
function rewrite(locale: string, edit: (source: string) => string) {
  const copy = file(COPY, locale);
  writeFileSync(copy, edit(readFileSync(copy, 'utf8')));
}

/** The copy's line for one of its words: `title`, `excerpt` or `text`. */
const line = (locale: string, field: string) =>
  `${shown(file(COPY, locale))}: ${field}: is the same as ${shown(file(ORIGINAL, locale))}'s; write this post's own${locale === 'ar' ? ' (or delete index.ar.md until it is translated)' : ''}`;

/** The English file's own words: a title, an excerpt and a text no other post has. */
const ownEnglish = (source: string) =>
  source
    .replace(/^title: .*$/m, 'title: "A Post of Its Own"')
    .replace(/^excerpt: .*$/m, `excerpt: ${'A description of its own, long enough for the rule on descriptions. '.repeat(2).trim()}`)
    .replace(/\n---\n[\s\S]*$/, '\n---\n\nA text of its own.\n');

it('refuses a copy unchanged in both languages: its title, excerpt and text in each', () => {
  expect(() => readPosts(blog)).toThrow(new SourceError(['en', 'ar'].flatMap((locale) => ['title', 'excerpt', 'text'].map((field) => line(locale, field))).join('\n')));
});

it('refuses a copy rewritten in English whose Arabic file is still the original’s, and says it may go until it is translated', () => {
  rewrite('en', ownEnglish);
  expect(() => readPosts(blog)).toThrow(new SourceError(['title', 'excerpt', 'text'].map((field) => line('ar', field)).join('\n')));
  rmSync(file(COPY, 'ar'));
  expect(readPosts(blog).map((post) => [post.slug, Boolean(post.ar)])).toEqual([
    [ORIGINAL, true],
    [COPY, false],
  ]);
});

it('refuses each word kept alone, and a text that differs in its spaces and line breaks only', () => {
  rmSync(file(COPY, 'ar'));
  rewrite('en', (source) => ownEnglish(source).replace(/^title: .*$/m, (readFileSync(file(ORIGINAL, 'en'), 'utf8').match(/^title: .*$/m) ?? [''])[0]));
  expect(() => readPosts(blog)).toThrow(new SourceError(line('en', 'title')));

  const original = readFileSync(file(ORIGINAL, 'en'), 'utf8');
  const text = original.slice(original.indexOf('\n---\n') + 5);
  rewrite('en', (source) => `${ownEnglish(source).replace(/\n---\n[\s\S]*$/, '\n---\n')}\n\n${text.replace(/ /g, '  ').replace(/\n\n/g, '\n\n\n')}`);
  expect(() => readPosts(blog)).toThrow(new SourceError(line('en', 'text')));
});

it('takes a copy whose words are its own, the date, category, keywords and cover the original’s', () => {
  rmSync(file(COPY, 'ar'));
  rewrite('en', ownEnglish);
  const [original, copy] = readPosts(blog);
  expect([copy?.en.date, copy?.en.category, copy?.en.keywords, copy?.en.cover]).toEqual([original?.en.date, original?.en.category, original?.en.keywords, original?.en.cover]);
});
