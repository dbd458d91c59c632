/**
 * The house style's checks (docs/house-style.md): each refuses its seeded mistake with one line
 * naming the file, the field and the rule. `npm run assets` runs them on every data file before the
 * tests start (compileAll, held to it by the last test here), so no test checks each file again.
 */
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { collections, dataFile } from '../../scripts/lib/content/collections';
import { checkData, compileAll } from '../../scripts/lib/content/compile';
import { HOUSE_STYLE_FILE, curled, houseStyleProblems, readHouseStyle, titleCased, titleCaseMistakes } from '../../scripts/lib/content/house-style';
import { outsideFaceProblem } from '../../src/config/arabic-script';
import type { HouseStyle } from '../../src/content/schema/house-style';
import { locales } from '../../src/i18n/locale';
import { copyOfTestsWords, testsSite } from '../support/tests-site';

const root = path.resolve(__dirname, '../..');
const read = <T = Record<string, unknown>>(file: string) => JSON.parse(readFileSync(path.join(file === HOUSE_STYLE_FILE ? root : testsSite, file), 'utf8')) as T;
const loaded = readHouseStyle();
if (!loaded.ok) throw new Error(loaded.problems.join('\n'));
const style: HouseStyle = loaded.value;
const collection = (name: string) => collections.find((c) => c.name === name)!;

describe('English prose writes curly quotes and apostrophes', () => {
  const file = 'src/content/pages/thank-you/en.json';

  it('refuses a straight apostrophe or quote, saying what to write', () => {
    const data = read<{ body: string; next: string }>(file);
    data.body = "We'll reply soon.";
    data.next = 'Read "our story" first.';
    expect(houseStyleProblems(file, 'en', data, style)).toEqual([
      `${file}: body: has a straight quote or apostrophe; the house style writes ’ for an apostrophe and ‘ ’ or “ ” for quotes: "We’ll reply soon."`,
      `${file}: next: has a straight quote or apostrophe; the house style writes ’ for an apostrophe and ‘ ’ or “ ” for quotes: "Read “our story” first."`,
    ]);
  });

  it('curls by position: opening, closing, inside and after a word', () => {
    expect(curled(`'Tis Layla's "plan", in 48 hours' time ('quoted')`)).toBe('‘Tis Layla’s “plan”, in 48 hours’ time (‘quoted’)');
  });

  it('asks Arabic for « » rather than English quotation marks', () => {
    const arFile = 'src/content/pages/thank-you/ar.json';
    const data = read<{ next: string }>(arFile);
    data.next = 'اقرأ "قصتنا" أولاً.';
    expect(houseStyleProblems(arFile, 'ar', data, style)).toEqual([`${arFile}: next: has an English quotation mark; Arabic quotes with « »`]);
  });
});

it('refuses a Persian or Urdu letter, which the Arabic pages’ face does not carry, naming it', () => {
  const arFile = 'src/content/pages/thank-you/ar.json';
  const data = read<{ next: string }>(arFile);
  data.next = 'اقرأ قصتنا یا صدیقی.';
  expect(houseStyleProblems(arFile, 'ar', data, style)).toEqual([`${arFile}: next: ${outsideFaceProblem(['ی'])}`]);
});

describe('headings, buttons, menu links and card titles are in Title Case unless the spec gives the words', () => {
  it('refuses a heading and a button in sentence case, giving them in Title Case', () => {
    const file = 'src/content/pages/contact/en.json';
    const data = read<{ form: { title: string; submit: string } }>(file);
    data.form.title = 'Send us a message';
    data.form.submit = 'Send message';
    expect(houseStyleProblems(file, 'en', data, style)).toEqual([
      `${file}: form.title: "Send us a message" is not in Title Case (us, message); headings, buttons, menu links and card titles are: "Send Us a Message" (${HOUSE_STYLE_FILE}, titleCase)`,
      `${file}: form.submit: "Send message" is not in Title Case (message); headings, buttons, menu links and card titles are: "Send Message" (${HOUSE_STYLE_FILE}, titleCase)`,
    ]);
  });

  it('knows a heading by its schema’s kind, not by its name: a sentence named like a heading is left as it is', () => {
    const file = 'src/content/pages/contact/en.json';
    const data = read<{ form: { requiredNote: string; errors: { missing: { name: string } }; labels: { message: string } } }>(file);
    data.form.errors.missing.name = 'Enter your full name';
    expect(houseStyleProblems(file, 'en', data, style)).toEqual([]);
    data.form.labels.message = 'Your message';
    expect(houseStyleProblems(file, 'en', data, style)).toEqual([expect.stringContaining(`${file}: form.labels.message: "Your message" is not in Title Case (message)`)]);
  });

  it('refuses a post’s English title in sentence case', () => {
    const problems = houseStyleProblems('src/content/blog/a-post/index.en.md', 'en', { title: 'A plan for your next move' }, style, (at) => (at.join('.') === 'title' ? 'heading' : undefined));
    expect(problems).toEqual([expect.stringContaining('title: "A plan for your next move" is not in Title Case (plan, your, next, move)')]);
  });

  it('lets the spec’s words keep their case where the spec puts them', () => {
    const file = 'src/content/pages/not-found/en.json';
    const data = read<{ title: string }>(file);
    expect(data.title).toBe('Oops! Page not found');
    expect(houseStyleProblems(file, 'en', data, style)).toEqual([]);
  });

  it('leaves Arabic headings to Arabic, which has no capitals: its Latin names are spelt as the house style lists them', () => {
    const file = 'src/content/pages/contact/ar.json';
    const data = read<{ form: { title: string } }>(file);
    data.form.title = 'أرسل لنا رسالة';
    expect(houseStyleProblems(file, 'ar', data, style)).toEqual([]);
    data.form.title = 'أرسل لنا رسالة عبر Google analytics';
    expect(houseStyleProblems(file, 'ar', data, style)).toEqual([expect.stringContaining(`${file}: form.title: `)]);
  });

  it.each([
    ['Three ways to move forward', 'Three Ways to Move Forward'],
    ['Your journey with us', 'Your Journey with Us'],
    ['Your Journey With Us', 'Your Journey with Us'],
    ['Return to home', 'Return to Home'],
    ['Ready to transform your life? book a session', 'Ready to Transform Your Life? Book a Session'],
    ['Privacy policy: how we handle your data', 'Privacy Policy: How We Handle Your Data'],
    ['what to expect: a step-by-step guide', 'What to Expect: A Step-by-Step Guide'],
    ['one-to-one sessions in {city}', 'One-to-One Sessions in {city}'],
    ['in-person or online', 'In-Person or Online'],
    ['Goal-oriented excellence', 'Goal-Oriented Excellence'],
    ['What we work on', 'What We Work On'],
    ['Change that lasts is built, not hoped for', 'Change That Lasts Is Built, Not Hoped For'],
    ['Results so far', 'Results So Far'],
    ['Questions about life coaching', 'Questions About Life Coaching'],
    ['Start free, then pay per session', 'Start Free, Then Pay per Session'],
    ['Free · two hours', 'Free · Two Hours'],
    ['Sessions in English or Arabic, by WhatsApp', 'Sessions in English or Arabic, by WhatsApp'],
    ['Coaching for SMEs in the UAE', 'Coaching for SMEs in the UAE'],
    ['Meet {founderName} in {city}', 'Meet {founderName} in {city}'],
    ['A note from R. A.', 'A Note from R. A.'],
    ['Coaching in Abu Dhabi', 'Coaching in Abu Dhabi'],
    ['Your 90-day plan', 'Your 90-Day Plan'],
    ['Let’s start with a conversation', 'Let’s Start with a Conversation'],
    ['Terms & conditions', 'Terms & Conditions'],
  ])('"%s" in Title Case is "%s"', (text, expected) => {
    expect(titleCased(text, style)).toBe(expected);
    expect(titleCaseMistakes(expected, style)).toEqual([]);
  });
});

describe('one label per action, one term per idea, in both languages', () => {
  it('refuses a second label for an action', () => {
    const file = 'src/content/pages/thank-you/en.json';
    const data = read<{ homeLink: string }>(file);
    data.homeLink = 'Back to Home';
    expect(houseStyleProblems(file, 'en', data, style)).toEqual([
      `${file}: homeLink: "Back to Home" is not this action's label; goes to the home page: "Return to Home" (${HOUSE_STYLE_FILE}, labels)`,
    ]);
  });

  it('refuses a term the glossary replaces, in English and in Arabic', () => {
    const en = 'src/content/pages/thank-you/en.json';
    const enData = read<{ body: string }>(en);
    enData.body = 'We will reply by e-mail.';
    expect(houseStyleProblems(en, 'en', enData, style)).toEqual([`${en}: body: "e-mail": the glossary writes electronic mail as "email" (${HOUSE_STYLE_FILE}, terms)`]);
    const ar = 'src/content/pages/thank-you/ar.json';
    const arData = read<{ body: string }>(ar);
    arData.body = 'نساعدك على تغيير المسار المهني.';
    expect(houseStyleProblems(ar, 'ar', arData, style)).toEqual([`${ar}: body: "المسار المهني": the glossary writes career as "المسيرة المهنية" (${HOUSE_STYLE_FILE}, terms)`]);
  });

  it('calls the Life Wheel exercise an assessment, in both languages', () => {
    const en = 'src/content/service-pages/life-coaching/en.json';
    const data = read<{ sections: { steps?: { title: string }[] }[] }>(en);
    const steps = data.sections.find((section) => section.steps)!.steps!;
    expect(steps[0]!.title).toBe('Life Wheel Assessment');
    expect(houseStyleProblems(en, 'en', data, style)).toEqual([]);
    steps[0]!.title = 'Life Wheel Evaluation';
    expect(houseStyleProblems(en, 'en', data, style)).toEqual([
      `${en}: sections[${data.sections.findIndex((section) => section.steps)}].steps[0].title: "Life Wheel evaluation": the glossary writes the exercise that rates each area of life as "Life Wheel assessment" (${HOUSE_STYLE_FILE}, terms)`,
    ]);
    const ar = 'src/content/service-pages/life-coaching/ar.json';
    const arData = read<{ sections: { steps?: { title: string }[] }[] }>(ar);
    const arSteps = arData.sections.find((section) => section.steps)!.steps!;
    expect(houseStyleProblems(ar, 'ar', arData, style)).toEqual([]);
    arSteps[0]!.title = 'تقويم عجلة الحياة';
    expect(houseStyleProblems(ar, 'ar', arData, style)).toEqual([expect.stringContaining('"تقويم عجلة الحياة": the glossary writes the exercise that rates each area of life as "تقييم عجلة الحياة"')]);
  });

  it('lets a label hold a refused word inside its own words', () => {
    const ar = 'src/content/pages/not-found/ar.json';
    const data = read<{ links: { items: { label: string }[] } }>(ar);
    expect(data.links.items[0]?.label).toBe('اكتشف خدماتنا');
    expect(houseStyleProblems(ar, 'ar', data, style)).toEqual([]);
    data.links.items[0]!.label = 'خدماتنا';
    expect(houseStyleProblems(ar, 'ar', data, style)).toEqual([expect.stringContaining(`${ar}: links.items[0].label: "خدماتنا" is not this action's label`)]);
  });
});

describe('a fact that carries its noun is not followed by it again', () => {
  const about = collection('about');
  it.each([
    ['en', 'Built on {years} years of practice', 'years'],
    ['ar', '{years} عاماً من الخبرة', 'عاماً'],
    ['ar', 'خبرة {years} سنة', 'سنة'],
  ] as const)('in %s, "%s"', (locale, title, noun) => {
    const file = dataFile(about, locale);
    const data = read<{ story: { title: string } }>(file);
    data.story.title = title;
    const checked = checkData(about.schema, data, locale, file);
    expect(checked.ok ? [] : checked.problems).toEqual([expect.stringMatching(new RegExp(`^${file}: story\\.title: "\\{years\\} ${noun}" says the noun twice: \\{years\\} already reads "`))]);
  });

  it('and the fact reads with its noun, agreeing', () => {
    for (const locale of locales) {
      const file = dataFile(about, locale);
      const data = read<{ story: { title: string } }>(file);
      data.story.title = locale === 'en' ? 'Built on {years}' : 'خبرة {years}';
      const checked = checkData(about.schema, data, locale, file);
      expect(checked.ok && (checked.value as { story: { title: string } }).story.title).toMatch(locale === 'en' ? /^Built on \d+ years$/ : /^خبرة [٠-٩]+ (عاماً|أعوام)$/);
    }
  });

  it('and is said as the settings give it, never hedged, in either language', () => {
    const en = 'src/content/pages/home/en.json';
    const enData = read<{ founder: { paragraphs: string[] } }>(en);
    enData.founder.paragraphs[0] = 'A certified coach with about {years} of experience.';
    expect(houseStyleProblems(en, 'en', enData, style)).toEqual([
      `${en}: founder.paragraphs[0]: "about {years}": the glossary writes the years of experience (the settings’ figure, no hedge) as "with {years} of experience" (${HOUSE_STYLE_FILE}, terms)`,
    ]);
    const ar = 'src/content/pages/home/ar.json';
    const arData = read<{ founder: { paragraphs: string[] } }>(ar);
    arData.founder.paragraphs[0] = 'كوتش بخبرة تقارب {years}.';
    expect(houseStyleProblems(ar, 'ar', arData, style)).toEqual([expect.stringContaining(`${ar}: founder.paragraphs[0]: "تقارب {years}": the glossary writes`)]);
  });
});

it('refuses a broken house-style file with its field', () => {
  const copy = mkdtempSync(path.join(tmpdir(), 'house-style-'));
  mkdirSync(path.join(copy, path.dirname(HOUSE_STYLE_FILE)), { recursive: true });
  const data = read<{ terms: { refuse: { en?: string[] } }[] }>(HOUSE_STYLE_FILE);
  delete data.terms[0]!.refuse.en;
  writeFileSync(path.join(copy, HOUSE_STYLE_FILE), JSON.stringify(data));
  const checked = readHouseStyle(copy);
  expect(checked.ok ? [] : checked.problems).toEqual([`${HOUSE_STYLE_FILE}: terms[0].refuse.en: is missing`]);
});

it('is run by the build on every data file and on the legal clauses, each language under its place', () => {
  const copy = copyOfTestsWords('house-style-');
  const file = 'src/content/legal/jurisdictions.json';
  const data = read<Record<string, Record<string, Record<string, string>>>>(file);
  data.adgm!.en!.dataRegulator = "ADGM's Office of Data Protection";
  writeFileSync(path.join(copy, file), JSON.stringify(data));
  // A page's file too, late in the collections' list: the check reaches past the first file.
  const page = dataFile(collection('terms'), 'en');
  const words = read<{ hero: { title: string } }>(page);
  words.hero.title = 'Terms & conditions';
  writeFileSync(path.join(copy, page), JSON.stringify(words));
  expect(compileAll(copy).problems).toEqual([
    `${file}: adgm.en.dataRegulator: has a straight quote or apostrophe; the house style writes ’ for an apostrophe and ‘ ’ or “ ” for quotes: "ADGM’s Office of Data Protection"`,
    expect.stringMatching(new RegExp(`^${page}: hero\\.title: "Terms & conditions" is not in Title Case \\(conditions\\)`)),
  ]);
});
