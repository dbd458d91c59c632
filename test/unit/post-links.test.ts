/**
 * A post links only to https, mailto and tel addresses and to the site's own pages: any other link
 * stops the build with one line naming the file, the link and the rule, and the editor's text field
 * refuses the same links before it saves. Build code: it runs in Node.
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Lexer } from 'marked';
import { cmsConfig } from '../../scripts/lib/cms/config';
import { LINK_RULE } from '../../scripts/lib/post-links';
import { bodyHtml, fixturePostsDir, readPostFile, sourcePostsDir } from '../../scripts/lib/posts';
import { SourceError } from '../../scripts/lib/run';
import { outsideFaceProblem } from '../../src/config/arabic-script';

const root = path.resolve(__dirname, '../..');
const shown = (file: string) => path.relative(root, file).split(path.sep).join('/');

let scratch: string;
beforeEach(() => {
  scratch = mkdtempSync(path.join(tmpdir(), 'post-links-'));
  mkdirSync(path.join(scratch, 'a-post'));
});
afterEach(() => rmSync(scratch, { recursive: true, force: true }));

/** A post's text around the Markdown under test. */
const text = (markdown: string) => `An opening paragraph.\n\n${markdown}\n\nThe closing paragraph.`;

function post(markdown: string): string {
  const file = path.join(scratch, 'a-post', 'index.en.md');
  writeFileSync(file, `---\ntitle: A title\n---\n\n${text(markdown)}\n`);
  return file;
}

/** Each way of writing a link the site refuses: the Markdown, the link's words and its target as the parser reads them. */
const refused = [
  ['a script', '[Read more](javascript:alert(1))', 'Read more', 'javascript:alert(1)'],
  ['a script in capitals', '[Read more](JavaScript:alert(1))', 'Read more', 'JavaScript:alert(1)'],
  ['a script spelt with a character reference', '[Read more](jav&#x61;script:alert(1))', 'Read more', 'jav&#x61;script:alert(1)'],
  ['a data address', '[Read more](data:text/html,hello)', 'Read more', 'data:text/html,hello'],
  ['a vbscript address', '[Read more](vbscript:msgbox)', 'Read more', 'vbscript:msgbox'],
  ['an http address', '[Read more](http://example.org/)', 'Read more', 'http://example.org/'],
  ['another site without its scheme', '[Read more](//example.org/)', 'Read more', '//example.org/'],
  ['another site behind a backslash', '[Read more](/\\example.org/)', 'Read more', '/\\example.org/'],
  ['another site behind an encoded slash', '[Read more](/&#x2F;example.org/)', 'Read more', '/&#x2F;example.org/'],
  ['a path relative to the post', '[Read more](about)', 'Read more', 'about'],
  ['an autolink to a script', '<javascript:alert(1)>', 'javascript:alert(1)', 'javascript:alert(1)'],
  ['a reference to a script', '[Read more][more]\n\n[more]: javascript:alert(1)', 'Read more', 'javascript:alert(1)'],
  ['a script behind words on two lines', '[Read\nmore](javascript:alert(1))', 'Read more', 'javascript:alert(1)'],
  ['a bare http address', 'See http://example.org for more.', 'http://example.org', 'http://example.org'],
] as const;

/** Each way of writing a link the site takes, and the target the page gets. */
const taken = [
  ['an https address', '[Read more](https://example.org/a?b=1&c=2)', 'https://example.org/a?b=1&amp;c=2'],
  ['an https address in angle brackets, after a line break', '[Read more](\n  <https://example.org/>)', 'https://example.org/'],
  ['an email address', '[Write to us](mailto:hello@example.org)', 'mailto:hello@example.org'],
  ['a phone number', '[Call us](tel:+97100000000)', 'tel:+97100000000'],
  ['a page of the site', '[About us](/about)', '/about'],
  ['the home page', '[Home](/)', '/'],
  ['an autolink to an https address', '<https://example.org/>', 'https://example.org/'],
  ['a bare email address', 'Write to hello@example.org today.', 'mailto:hello@example.org'],
  ['a bare www address, made https', 'See www.example.org for more.', 'https://www.example.org'],
  ['a reference to a page', '[About us][about]\n\n[about]: /about', '/about'],
] as const;

describe('at build', () => {
  it.each(refused)('refuses %s, in one line naming the file, the link and the rule', (_case, markdown, words, href) => {
    const file = post(markdown);
    expect(() => readPostFile(file)).toThrow(new SourceError(`${shown(file)}: link "${words}" to "${href}": ${LINK_RULE}`));
  });

  it.each(taken)('takes %s', (_case, markdown, href) => {
    expect(bodyHtml(readPostFile(post(markdown)).body, new Map())).toContain(`<a href="${href}">`);
  });

  it('says every refused link of a file, one line each', () => {
    const file = post('[One](javascript:a) and [two](http://example.org) and [three](/about).');
    expect(() => readPostFile(file)).toThrow(
      new SourceError([`${shown(file)}: link "One" to "javascript:a": ${LINK_RULE}`, `${shown(file)}: link "two" to "http://example.org": ${LINK_RULE}`].join('\n')),
    );
  });

  it('puts on the page no link or raw HTML the check did not see', () => {
    const body = (markdown: string) => ({ folder: path.join(scratch, 'a-post'), tokens: Lexer.lex(markdown), pictures: [] });
    expect(() => bodyHtml(body('[Read more](javascript:alert(1))'), new Map())).toThrow(/a link to "javascript:alert\(1\)" reached the page unchecked/);
    expect(() => bodyHtml(body('<a href="/about">About</a>'), new Map())).toThrow(/raw HTML reached the page unchecked/);
  });
});

it('refuses a Persian or Urdu letter in a post, naming its line: the Arabic face does not carry it', () => {
  const file = post('یک جملهٔ فارسی.');
  expect(() => readPostFile(file)).toThrow(new SourceError(`${shown(file)}: line 7: ${outsideFaceProblem(['ی', 'ک'])}`));
});

describe("in the editor, the post's text field", () => {
  const posts = cmsConfig({ repository: 'owner/site' }).collections.find((collection) => collection.name === 'posts') as unknown as { fields: { name: string; pattern?: [string, string] }[] };
  const [source, message] = posts.fields.find((field) => field.name === 'body')?.pattern ?? [];
  /**
   * The pattern as the editor reads it (@sveltia/cms 0.221.1, its dist: the `/…/flags` string
   * split by `/^\/?(?<pattern>.+?)(?:\/(?<flags>[dgimsuy]*))?$/`, g and y dropped), tested on the
   * trimmed value.
   */
  const pattern = () => {
    const { pattern: body, flags } = /^\/?(?<pattern>.+?)(?:\/(?<flags>[dgimsuy]*))?$/.exec(source ?? '')?.groups ?? {};
    return new RegExp(body ?? '', flags?.replace(/[gy]/g, ''));
  };
  const refuses = (markdown: string) => !pattern().test(markdown.trim());

  it('says the rule the build says', () => {
    expect(message).toBe(`${LINK_RULE[0]!.toUpperCase()}${LINK_RULE.slice(1)}.`);
  });

  it.each(refused)('refuses %s', (_case, markdown) => {
    expect(refuses(text(markdown))).toBe(true);
  });

  it.each(taken)('takes %s', (_case, markdown) => {
    expect(refuses(text(markdown))).toBe(false);
  });

  it('takes pictures from the post\'s folder, a picture inside a link, and every post the build takes now', () => {
    expect(refuses(text('![A chart](chart.png)\n\n[![A chart](chart.png)](https://example.org/)'))).toBe(false);
    const bodies = [fixturePostsDir, sourcePostsDir()].flatMap((dir) =>
      readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && entry.name !== 'generated')
        .flatMap((entry) => readdirSync(path.join(dir, entry.name)).filter((name) => name.endsWith('.md')).map((name) => path.join(dir, entry.name, name))),
    );
    expect(bodies.length).toBeGreaterThan(2);
    const found = bodies.filter((file) => refuses(readFileSync(file, 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '')));
    expect(found.map(shown)).toEqual([]);
  });
});

it('refuses an English post’s heading in sentence case, in one line naming the file and the heading (docs/house-style.md)', () => {
  const file = post('## What we work on');
  expect(() => readPostFile(file)).toThrow(new SourceError(`${shown(file)}: heading "What we work on": is not in Title Case (we, work, on); a heading reads "What We Work On" (src/content/style/house-style.json, titleCase)`));
  expect(() => readPostFile(post('## What We Work On'))).not.toThrow();
});
