/**
 * The rules the build holds an owner's words to, where the tests once held the shipped words
 * (docs/decisions.md, "The tests test the code"): each seeded into a copy of the tests' site and
 * refused with one line naming the file, the field and the rule; and the everyday edits beside
 * them (a number in a testimonial, a clause rewritten in both languages, a line added to a list)
 * taken.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { compileAll } from '../../scripts/lib/content/compile';
import { checkSettings } from '../../scripts/lib/settings/compile';
import { settingsFile } from '../../scripts/lib/settings/files';
import { copyOfTestsWords } from '../support/tests-site';
import { fixtureData } from '../support/settings-fixtures';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test writes any value, wrong ones on purpose
type Data = Record<string, any>;

let copy: string;
beforeEach(() => {
  copy = copyOfTestsWords('owner-words-');
});
afterEach(() => rmSync(copy, { recursive: true, force: true }));

const read = (file: string): Data => JSON.parse(readFileSync(path.join(copy, file), 'utf8')) as Data;
const edit = (file: string, change: (data: Data) => void) => {
  const data = read(file);
  change(data);
  writeFileSync(path.join(copy, file), `${JSON.stringify(data, null, 2)}\n`);
};
const problems = () => compileAll(copy).problems;

const BLOG = { en: 'src/content/pages/blog/en.json', ar: 'src/content/pages/blog/ar.json' };
const PRIVACY = { en: 'src/content/pages/privacy/en.json', ar: 'src/content/pages/privacy/ar.json' };
const TERMS = { en: 'src/content/pages/terms/en.json', ar: 'src/content/pages/terms/ar.json' };
const HOME = { en: 'src/content/pages/home/en.json', ar: 'src/content/pages/home/ar.json' };

describe("the spec's words", () => {
  it('are refused by name when the Arabic sentence is replaced by the English, as "Copy from English" does', () => {
    const english = read(BLOG.en).postPage.notFound.body as string;
    edit(BLOG.ar, (data) => (data.postPage.notFound.body = english));
    expect(problems()).toContainEqual(
      expect.stringMatching(/^src\/content\/pages\/blog\/ar\.json: postPage\.notFound\.body: is ".*"; the product spec gives these words \(Unknown post, in Arabic \(§8\)\): "عذراً، المقال الذي تبحث عنه غير متوفر\."/),
    );
  });

  it('are refused by name when typed over, in a list of fixed length too', () => {
    edit('src/content/pages/booking/en.json', (data) => (data.journey.steps[1].title = 'Your Coaching'));
    expect(problems()).toEqual([expect.stringMatching(/^src\/content\/pages\/booking\/en\.json: journey\.steps\[1\]\.title: is "Your Coaching"; the product spec gives these words/)]);
  });
});

describe('an Arabic field holds Arabic', () => {
  it('refuses a run of English words in an Arabic paragraph, naming the field', () => {
    edit('src/content/pages/about/ar.json', (data) => (data.story.paragraphs[0] = `${data.story.paragraphs[0] as string} We help you grow every day.`));
    expect(problems()).toEqual([expect.stringMatching(/^src\/content\/pages\/about\/ar\.json: story\.paragraphs\[0\]: has English words in the Arabic text \("We help you grow every day"\)/)]);
  });

  it('takes one Latin name, and the names the house style lists', () => {
    edit(HOME.ar, (data) => (data.testimonials.items[0].content = 'تواصلت معها عبر WhatsApp ثم عبر Google Analytics وZoom، فتغيّر كل شيء.'));
    expect(problems()).toEqual([]);
  });

  it("refuses English beside the Arabic in a setting's Arabic field", () => {
    const site = fixtureData('template', 'site');
    site.brand.ar = 'نور Coaching & Consultancy';
    const checked = checkSettings(settingsFile('site'), site);
    expect(checked.ok ? [] : checked.problems).toEqual([expect.stringMatching(/^src\/config\/settings\/site\.json: brand\.ar: must be written in Arabic letters .*no English words/)]);
  });

  it('refuses Latin digits in an Arabic sentence, but not in a Latin run set apart', () => {
    edit(PRIVACY.ar, (data) => (data.sections[0].blocks[0].paragraph = `${data.sections[0].blocks[0].paragraph as string} خلال 30 يوماً.`));
    expect(problems()).toEqual([expect.stringMatching(/^src\/content\/pages\/privacy\/ar\.json: sections\[0\]\.blocks\[0\]\.paragraph: writes 30 in Latin digits/)]);
  });
});

describe('the legal pages say the same in both languages', () => {
  it('take a clause rewritten, and a line added to and another taken from a list, in both languages', () => {
    for (const [page, index] of [
      [PRIVACY, 1],
      [TERMS, 1],
    ] as const) {
      for (const locale of ['en', 'ar'] as const) {
        edit(page[locale], (data) => {
          const blocks = data.sections[index].blocks as Data[];
          const paragraph = blocks.find((block) => block.kind === 'paragraph');
          if (paragraph) paragraph.paragraph = locale === 'en' ? 'We keep only what we need, for as long as we need it.' : 'نحتفظ بما نحتاج إليه فقط، وللمدة التي نحتاج إليها.';
          const lists = blocks.filter((block) => block.kind === 'list' && Array.isArray(block.list));
          lists[0]?.list.push(locale === 'en' ? 'One more line.' : 'سطر آخر.');
          lists[1]?.list.pop();
        });
      }
    }
    expect(problems()).toEqual([]);
  });

  it('refuse a line added to a list in one language alone', () => {
    edit(PRIVACY.en, (data) => data.sections[1].blocks.find((block: Data) => block.kind === 'list').list.push('One more line.'));
    expect(problems()).toEqual([expect.stringMatching(/^src\/content\/pages\/privacy\/ar\.json: sections\[1\]\.blocks: are .*; the English section "information-we-collect" has .*list by list/)]);
  });

  it('refuse sections out of step', () => {
    edit(TERMS.ar, (data) => data.sections.reverse());
    expect(problems()).toEqual([expect.stringMatching(/^src\/content\/pages\/terms\/ar\.json: sections: are .*; the English file has .*: both languages keep the same sections, in the same order$/)]);
  });

  it('refuse a fact quoted in one language alone', () => {
    edit(PRIVACY.en, (data) => (data.sections[3].blocks[0].paragraph = `${data.sections[3].blocks[0].paragraph as string} We reply within {replyHours}.`));
    expect(problems()).toContainEqual(expect.stringMatching(/^src\/content\/pages\/privacy\/ar\.json: sections\[3\]\.blocks: quote .*; the English section "retention" quotes .*\{replyHours\}.*: both languages quote the same facts$/));
  });
});

describe('the numbers an owner writes are theirs', () => {
  it('take a testimonial that quotes numbers in words and in figures, in both languages', () => {
    edit(HOME.en, (data) => (data.testimonials.items[0].content = 'Over 30 weeks, 60 minutes every second week, I went from 48 hours of dread to eight good sessions.'));
    edit(HOME.ar, (data) => (data.testimonials.items[0].content = 'في ثماني جلسات، خلال ٣٠ أسبوعاً، تغيّر كل شيء: أربعون دقيقة كل أسبوعين كانت تكفي.'));
    expect(problems()).toEqual([]);
  });
});

describe('a page title', () => {
  it('refuses the separator the title template adds', () => {
    edit(HOME.en, (data) => (data.meta.title = 'Coaching in Abu Dhabi | Our Practice'));
    expect(problems()).toEqual([expect.stringMatching(/^src\/content\/pages\/home\/en\.json: meta\.title: has a "\|": the site puts one/)]);
  });

  it('takes a longer and a shorter title within the limit', () => {
    edit(HOME.en, (data) => (data.meta.title = 'Life, Career and Business Coaching in English and Arabic'));
    edit(HOME.ar, (data) => (data.meta.title = 'كوتشينغ'));
    expect(problems()).toEqual([]);
  });
});

describe('a service page', () => {
  it('refuses its sections out of the one order, naming it', () => {
    edit('src/content/service-pages/life-coaching/ar.json', (data) => {
      const sections = data.sections as Data[];
      [sections[0], sections[1]] = [sections[1]!, sections[0]!];
    });
    expect(problems()).toEqual([expect.stringMatching(/^src\/content\/service-pages\/life-coaching\/ar\.json: sections: are process, outcomes, .*; a service page lists outcomes, process, testimonial, cards \(none, one or two, together\), pricing, faq, related, in this order, each once$/)]);
  });
});
