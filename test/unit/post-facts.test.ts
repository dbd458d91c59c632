/**
 * A post quotes the site's facts as the pages do: `{years}` in its text becomes the figure from the
 * settings, a name the site does not know stops the build with the file, the line and the name, and
 * `{{` is a brace. Build code: it runs in Node.
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { languageContext } from '../../scripts/lib/content/context';
import { bodyHtml, readPostFile } from '../../scripts/lib/posts';
import { SourceError } from '../../scripts/lib/run';
import type { Locale } from '../../src/config/site';

const root = path.resolve(__dirname, '../..');
const shown = (file: string) => path.relative(root, file).split(path.sep).join('/');

let scratch: string;
beforeEach(() => {
  scratch = mkdtempSync(path.join(tmpdir(), 'post-facts-'));
  mkdirSync(path.join(scratch, 'a-post'));
});
afterEach(() => rmSync(scratch, { recursive: true, force: true }));

/** A post file in `locale` whose text is `body` (after a front matter of two lines and a blank line). */
function post(body: string, locale: Locale = 'en'): string {
  const file = path.join(scratch, 'a-post', `index.${locale}.md`);
  writeFileSync(file, `---\ntitle: A title\n---\n\n${body}\n`);
  return file;
}

const html = (file: string) => bodyHtml(readPostFile(file).body, new Map());
/** A fact's words in one language, as the pages quote it. */
const fact = (name: string, locale: Locale) => languageContext(locale).text.tokens[name]!.text;

it('quotes a fact from the settings in the text, headings and lists of a post, in its own language', () => {
  const years = fact('years', 'en');
  expect(html(post('## About {years}\n\nAbout {years} of practice in {city}.\n\n- **{years}**, in a list'))).toBe(
    `<section>\n<h2>About ${years}</h2>\n<p>About ${years} of practice in ${fact('city', 'en')}.</p>\n<ul>\n<li><strong>${years}</strong>, in a list</li>\n</ul>\n</section>`,
  );
  expect(html(post('خبرة تقارب {years} في {city}.', 'ar'))).toBe(`<p>خبرة تقارب ${fact('years', 'ar')} في ${fact('city', 'ar')}.</p>`);
});

it('keeps a fact as words, never Markdown, and isolates a left-to-right one in Arabic', () => {
  const email = fact('email', 'ar');
  expect(html(post('راسلنا على {email} اليوم.', 'ar'))).toBe(`<p>راسلنا على <bdi dir="ltr">${email}</bdi> اليوم.</p>`);
  expect(html(post('Write to {email} today.'))).toBe(`<p>Write to ${fact('email', 'en')} today.</p>`);
});

it('stops the build on a name the site does not know, with the file, the line and the name', () => {
  const file = post('An opening paragraph.\n\nAbout {yeers} of practice.');
  expect(() => readPostFile(file)).toThrow(SourceError);
  expect(() => readPostFile(file)).toThrow(new RegExp(`^${shown(file)}: line 7: "\\{yeers\\}" is not a fact the site knows; known: .*\\{years\\}`));
});

it('keeps a literal brace written twice, and words in braces that name nothing, as typed', () => {
  expect(html(post('A set is written {{1, 2}} and {years} is a fact; {not a name} and `{code}` stay.'))).toBe(
    `<p>A set is written {1, 2} and ${fact('years', 'en')} is a fact; {not a name} and <code>{code}</code> stay.</p>`,
  );
});
