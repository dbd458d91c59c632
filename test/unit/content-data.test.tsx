/**
 * The data files an owner edits: a broken one is refused with one line naming the file, the field
 * and the rule. Every file is checked by `npm run assets` before the tests start (compileAll), so
 * the tests do not check each file again: they seed mistakes and watch the checks refuse them.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { collections, dataFile } from '../../scripts/lib/content/collections';
import { checkData, compileAll } from '../../scripts/lib/content/compile';
import { problemLines } from '../../scripts/lib/content/problems';
import { jurisdictionsSchema } from '../../src/content/schema/jurisdictions';
import { languageContext } from '../../scripts/lib/content/context';
import { RichText } from '../../src/components/sections/rich-text';
import { site } from '../../src/config/site';
import { resolveRich, resolveText } from '../../src/content/schema/text';
import { schema as thankYouSchema } from '../../src/content/schema/thank-you';
import { locales } from '../../src/i18n/locale';
import { pathFor } from '../../src/routes/paths';
import { TITLE_MAX } from '../../src/seo/page-title';
import { copyOfTestsWords, testsSiteData } from '../support/tests-site';

const read = (file: string) => testsSiteData(file);

it("stops the build on a mistake in any collection's file, in either language, naming each", () => {
  const copy = copyOfTestsWords('content-');
  const [first, last] = [collections[0]!, collections.at(-1)!];
  const broken = [dataFile(first, 'ar'), dataFile(last, 'en')];
  for (const file of broken) {
    const data = read(file);
    data.misspelt = 'x';
    writeFileSync(path.join(copy, file), JSON.stringify(data));
  }
  expect(compileAll(copy).problems).toEqual(broken.map((file) => `${file}: misspelt: is not a field here (a misspelt name?)`));
});

describe('a broken file is refused, one line per problem', () => {
  const file = 'src/content/pages/thank-you/en.json';
  const good = () => read(file) as { meta: Record<string, unknown>; steps: { items: Record<string, unknown>[] }; [key: string]: unknown };
  const problems = (data: unknown, locale: 'en' | 'ar' = 'en', as = file) => {
    const checked = checkData(thankYouSchema, data, locale, as);
    return checked.ok ? [] : checked.problems;
  };

  it('a title that a search result would cut', () => {
    const data = good();
    data.meta.title = 'A title that goes on and on well past what a search result shows';
    expect(problems(data)).toEqual([`${file}: meta.title: is ${[...(data.meta.title as string)].length} characters; a search result shows at most ${TITLE_MAX}`]);
  });

  it('a description outside 120–160 characters', () => {
    const data = good();
    data.meta.description = 'Too short.';
    expect(problems(data)).toEqual([`${file}: meta.description: is 10 characters; at least 120`]);
  });

  it('a missing field, in Arabic', () => {
    const arFile = 'src/content/pages/thank-you/ar.json';
    const data = read(arFile);
    delete data.next;
    expect(problems(data, 'ar', arFile)).toEqual([`${arFile}: next: is missing`]);
  });

  it('a fact the site does not know', () => {
    const data = good();
    data.body = 'We will reply within {replyTimes}.';
    expect(problems(data)).toEqual([expect.stringMatching(new RegExp(`^${file}: body: "\\{replyTimes\\}" is not a fact the site knows; known: .*\\{replyTime\\}`))]);
  });

  it('a link to a page the site does not have', () => {
    const data = good();
    data.next = 'Read [our story](story).';
    // A plain-text field links to nothing: the brackets are its words. A rich field would refuse `story`.
    expect(problems(data)).toEqual([]);
    expect(resolveRich('Read [our story](story).', languageContext('en').text).problems).toEqual([
      expect.stringMatching(/^"\[our story\]\(story\)" links to "story", which is not a page or contact of the site; use one of: home, about, /),
    ]);
  });

  it('a jurisdiction clause left empty, or a language left out', () => {
    const jurisdictions = 'src/content/legal/jurisdictions.json';
    const data = read(jurisdictions) as Record<string, Record<string, Record<string, string>>>;
    data.adgm!.ar!.courts = ' ';
    delete data['abu-dhabi']!.en;
    const checked = jurisdictionsSchema.safeParse(data);
    expect(checked.success ? [] : problemLines(jurisdictions, checked.error.issues)).toEqual([
      `${jurisdictions}: abu-dhabi.en: is missing`,
      `${jurisdictions}: adgm.ar.courts: is empty`,
    ]);
    expect(jurisdictionsSchema.safeParse(read(jurisdictions)).success).toBe(true);
  });

  it('a misspelt field name, and an empty list entry', () => {
    const data = good();
    data.titel = data.title;
    data.steps.items[0] = { title: '', description: 'x' };
    expect(problems(data)).toEqual([`${file}: steps.items[0].title: is empty`, `${file}: titel: is not a field here (a misspelt name?)`]);
  });
});

describe('text an owner types shows as typed', () => {
  const typed = `"Quotes", ‘curly’ and it's, a \`backtick\`, \${x}, {{braces}} and <b>markup</b>`;
  const shown = `"Quotes", ‘curly’ and it's, a \`backtick\`, \${x}, {braces} and <b>markup</b>`;

  it.each(locales)('in %s, as plain text and as prose', (locale) => {
    const { text } = languageContext(locale);
    expect(resolveText(typed, text)).toEqual({ value: shown, problems: [] });
    const rich = resolveRich(typed, text);
    expect(rich.problems).toEqual([]);
    const { container } = render(<p>{<RichText text={rich.value} />}</p>);
    expect(container.textContent).toBe(shown);
    expect(container.querySelector('b')).toBeNull();
  });

  it('quotes facts by name and links pages by name, in each language', () => {
    for (const locale of locales) {
      const { value } = resolveRich('{city}: [write to us](contact) or [{email}](email).', languageContext(locale).text);
      const runs = Array.isArray(value) ? value : [value];
      const links = runs.filter((run): run is { text: string; href: string } => typeof run === 'object' && 'href' in run && run.href !== undefined);
      expect(links.map((link) => link.href)).toEqual([pathFor('contact', locale), `mailto:${site.contact.email}`]);
      expect(runs.map((run) => (typeof run === 'string' ? run : run.text)).join('')).toContain(site.city[locale]);
    }
  });

  it("follows the founder's grammar", () => {
    const { text } = languageContext('ar');
    expect(resolveText('كوتش {معتمدة|معتمد}', { ...text, founder: 'woman' }).value).toBe('كوتش معتمدة');
    expect(resolveText('كوتش {معتمدة|معتمد}', { ...text, founder: 'man' }).value).toBe('كوتش معتمد');
  });
});

// The edits an owner makes every month pass the checks: nothing about them is a developer's job.
describe('routine edits pass', () => {
  const aboutFile = 'src/content/pages/about/ar.json';
  const about = collections.find((collection) => collection.name === 'about')!;

  it('a paragraph twice as long, in Arabic', () => {
    const data = read(aboutFile) as { story: { paragraphs: string[] } };
    data.story.paragraphs[0] = `${data.story.paragraphs[0]} ${data.story.paragraphs[0]}`;
    const checked = checkData(about.schema, data, 'ar', aboutFile);
    expect(checked.ok ? [] : checked.problems).toEqual([]);
  });

  it('one more testimonial, with an apostrophe and quotes in it, in both languages', () => {
    const home = collections.find((collection) => collection.name === 'home')!;
    for (const locale of locales) {
      const file = dataFile(home, locale);
      const data = read(file) as { testimonials: { items: unknown[] } };
      data.testimonials.items.push({ name: 'L. A.', role: 'Teacher', content: 'Layla\'s sessions were "the push I needed" — and I\'m still using the plan.' });
      const checked = checkData(home.schema, data, locale, file);
      expect(checked.ok ? [] : checked.problems).toEqual([]);
      const items = checked.ok ? (checked.value as { testimonials: { items: { content: string }[] } }).testimonials.items : [];
      expect(items.at(-1)?.content).toBe('Layla\'s sessions were "the push I needed" — and I\'m still using the plan.');
    }
  });
});
