/**
 * An owner's everyday edits, for the owner's road (scripts/owner-road.ts and its unit test): the
 * ones that once turned the project's own tests red because rules lived in tests over the shipped
 * words. A testimonial in each language that quotes numbers in words and in figures; a paragraph
 * of the privacy policy and of the terms rewritten in both languages; a line added to one list and
 * taken from another of each legal page, in both; a longer and a shorter page title within the
 * limit. Each is written as the editor writes it; the build must take them all.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { settingsText } from './settings/source';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the words files' shapes, as an owner edits them
type Data = Record<string, any>;

const edit = (root: string, file: string, change: (data: Data) => void): void => {
  const full = path.join(root, file);
  const data = JSON.parse(readFileSync(full, 'utf8')) as Data;
  change(data);
  writeFileSync(full, settingsText(data));
};

const TESTIMONIAL = {
  en: { name: 'M. K.', role: 'Finance director', content: 'Over 30 weeks, 60 minutes every second week, I went from 48 hours of dread before each board meeting to eight calm, prepared ones.' },
  ar: { name: 'م. ك.', role: 'مديرة مالية', content: 'في ثماني جلسات على مدى ٣٠ أسبوعاً، ستون دقيقة كل أسبوعين، تحوّل قلقي قبل كل اجتماع إلى استعداد هادئ.' },
} as const;

const CLAUSE = {
  en: 'We keep only what we need to work with you, for as long as we need it, and we tell you what that is before you share it.',
  ar: 'نحتفظ فقط بما نحتاج إليه للعمل معك، وللمدة التي نحتاج إليها، ونخبرك بذلك قبل أن تشاركه.',
} as const;
const ADDED_LINE = { en: 'Anything else you choose to tell us, and only with your agreement.', ar: 'أي شيء آخر تختار أن تخبرنا به، وبموافقتك فقط.' } as const;

const TITLES = {
  longer: { file: 'src/content/pages/home/en.json', title: 'Life, Career and Business Coaching, in English and in Arabic' },
  shorter: { file: 'src/content/pages/about/ar.json', title: 'من نحن' },
} as const;

/** Writes the edits into the project at `root`; returns what was edited, a line each. */
export function everydayEdits(root: string): string[] {
  for (const locale of ['en', 'ar'] as const) {
    edit(root, `src/content/pages/home/${locale}.json`, (data) => (data.testimonials.items as Data[]).push({ ...TESTIMONIAL[locale] }));
    for (const page of ['privacy', 'terms']) {
      edit(root, `src/content/pages/${page}/${locale}.json`, (data) => {
        const blocks = (data.sections as Data[]).flatMap((section) => section.blocks as Data[]);
        const paragraph = blocks.find((block) => block.kind === 'paragraph' && typeof block.paragraph === 'string' && !block.paragraph.includes('{'));
        if (paragraph) paragraph.paragraph = CLAUSE[locale];
        const lists = blocks.filter((block) => block.kind === 'list' && Array.isArray(block.list) && !block.prices && !block.googleAnalytics);
        (lists[0]?.list as string[] | undefined)?.push(ADDED_LINE[locale]);
        if (lists[1] && lists[1].list.length > 1) (lists[1].list as string[]).pop();
      });
    }
  }
  edit(root, TITLES.longer.file, (data) => (data.meta.title = TITLES.longer.title));
  edit(root, TITLES.shorter.file, (data) => (data.meta.title = TITLES.shorter.title));
  return [
    'a testimonial with numbers in words and figures, in each language (home)',
    'a paragraph rewritten, a line added to one list and taken from another, in both languages (privacy, terms)',
    `a longer title (${TITLES.longer.file}) and a shorter one (${TITLES.shorter.file})`,
  ];
}
