import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { readConfig } from './config-source';
import { kindOf } from './field-rules';
import { placeholderReason } from './placeholders';

/**
 * What stands between the site and its launch: every config value that is
 * still a placeholder and every outbound link that is not https (each one a
 * line naming the file and the field), and the claims only the owner can
 * vouch for, which are reminded of but never fail the check.
 */

export interface LaunchProblem {
  file: string;
  /** The field (`site.contact.email`) or, in a page's words, the line (`line 12`). */
  field: string;
  value: string;
  why: string;
}

/** Words and posts, where an outbound link written by hand may sit. */
const CONTENT_DIR = 'src/content';

const filesUnder = (root: string, dir: string): string[] =>
  readdirSync(path.join(root, dir)).flatMap((name) => {
    const relative = `${dir}/${name}`;
    if (name === 'generated') return [];
    return statSync(path.join(root, relative)).isDirectory() ? filesUnder(root, relative) : [relative];
  });

/** Insecure links written into the pages' words or the posts. */
function insecureContentLinks(root: string): LaunchProblem[] {
  return filesUnder(root, CONTENT_DIR)
    .filter((file) => /\.(ts|md|json)$/.test(file) && !file.includes('/generated/'))
    .flatMap((file) =>
      readFileSync(path.join(root, file), 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          [...line.matchAll(/http:\/\/[^\s'"`)<>\]]+/g)].map((match) => ({ file, field: `line ${index + 1}`, value: match[0], why: 'is not https' })),
        ),
    );
}

export function launchProblems(root: string): LaunchProblem[] {
  const fields = readConfig(root);
  const inConfig = fields.flatMap((field): LaunchProblem[] => {
    const value = String(field.value);
    const reasons = [placeholderReason(field, fields)];
    if (kindOf(field) === 'url' || kindOf(field) === 'origin') {
      if (!value.startsWith('https://')) reasons.push('is not https');
    }
    return reasons.filter((why) => why !== undefined).map((why) => ({ file: field.file, field: field.name, value, why }));
  });
  return [...inConfig, ...insecureContentLinks(root)];
}

/** What only the owner can confirm: where it is written and what to do about it. */
export interface Reminder {
  what: string;
  /** Files (`{en,ar}` for both languages) and the fields in them. */
  where: readonly { file: string; fields: readonly string[] }[];
}

export const reminders: readonly Reminder[] = [
  {
    what: 'The testimonials are illustrative: replace them with real clients’ words (with their consent) or remove them.',
    where: [
      { file: 'src/content/pages/home/{en,ar}.json', fields: ['testimonials.items'] },
      { file: 'src/content/services/*/{en,ar}.json', fields: ['the section of kind "testimonial"'] },
    ],
  },
  {
    what: "The founder's credentials and sectors must be true as written: name the real certifications and memberships.",
    where: [{ file: 'src/content/pages/founder/{en,ar}.json', fields: ['expertise.credentials.items', 'expertise.sectors.items'] }],
  },
  {
    what: 'The figures must be your own: clients, success stories, satisfaction and years of experience (the about, founder and home pages quote the years too).',
    where: [
      { file: 'src/config/stats.ts', fields: ['stats'] },
      { file: 'src/content/shared/figures/{en,ar}.json', fields: ['their labels'] },
    ],
  },
];

/** The report as lines, and whether it fails. A preview may carry placeholders: it says so and passes. */
export function launchReport(root: string, { preview = false } = {}): { lines: string[]; failed: boolean } {
  const problems = launchProblems(root);
  const lines: string[] = [];
  if (problems.length > 0) {
    lines.push(`${problems.length} value${problems.length === 1 ? '' : 's'} not ready for launch:`);
    for (const p of problems) lines.push(`  ${p.file}: ${p.field} = ${JSON.stringify(p.value)} ${p.why}`);
    lines.push(
      preview
        ? 'This preview carries them; publishing to the live site refuses them. `npm run setup` asks for each.'
        : 'Run `npm run setup` to give your own, or edit the files named above; then run `npm run check:launch` again.',
    );
  } else {
    lines.push('Ready for launch: no placeholders, every link https.');
  }
  lines.push('', 'Only you can confirm (not checked):');
  for (const reminder of reminders) {
    lines.push(`  - ${reminder.what}`);
    for (const { file, fields } of reminder.where) lines.push(`      ${file}: ${fields.join(', ')}`);
  }
  return { lines, failed: problems.length > 0 && !preview };
}
