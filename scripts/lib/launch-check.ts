import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { EVENTS } from '../../src/analytics/events';
import type { AnalyticsSettings } from '../../src/config/schema/analytics';
import { locales } from '../../src/i18n/locale';
import { ADMIN_SITE_SUFFIX, ADMIN_TARGET, adminSiteId, editorAddress, type FirebaseRc } from './admin-site';
import { closingFormulas, type PostText } from './content/closing-formulas';
import { kindOf } from './field-rules';
import { markerIn, placeholderReason } from './placeholders';
import { postFileName, splitPostFile } from './post-file';
import { checkSettingsFile } from './settings/compile';
import { settingsFile } from './settings/files';
import { readSettings } from './settings/source';

/**
 * What stands between the site and its launch: every setting that is still a
 * placeholder, every outbound link that is not https (each one a line naming
 * the file and the field) and a Firebase project to publish to; words to look at,
 * which the editor cannot refuse at a field (two posts closing on one formula);
 * and the claims only the owner can vouch for. Neither of the last two fails the check.
 */

export interface LaunchProblem {
  file: string;
  /** The field as its file spells it (`contact.email`) or, in a page's words, the line (`line 12`). */
  field: string;
  /** Its value; none when the field is missing. */
  value?: string;
  why: string;
}

/** Which Firebase project `firebase deploy` and the publishing workflows publish to. */
export const FIREBASE_RC = '.firebaserc';
const firebaseHowTo = `name your Firebase project's ID there: docs/going-live.md, step 4 ("Name the Firebase project and your details")`;

/** The Firebase project, or what is wrong with it. */
function firebaseProject(root: string): LaunchProblem[] {
  const field = 'projects.default';
  const full = path.join(root, FIREBASE_RC);
  if (!existsSync(full)) return [{ file: FIREBASE_RC, field, why: `is missing: create ${FIREBASE_RC} and ${firebaseHowTo}` }];
  let project: unknown;
  try {
    project = (JSON.parse(readFileSync(full, 'utf8')) as { projects?: { default?: unknown } }).projects?.default;
  } catch {
    return [{ file: FIREBASE_RC, field, why: `is unreadable: ${FIREBASE_RC} is not valid JSON; ${firebaseHowTo}` }];
  }
  if (typeof project !== 'string' || project.trim() === '') return [{ file: FIREBASE_RC, field, why: `is missing: ${firebaseHowTo}` }];
  const marker = markerIn(project) ?? (/^your[-_]?project([-_]?id)?$/i.test(project) ? "is the guide's example" : undefined);
  return marker ? [{ file: FIREBASE_RC, field, value: project, why: `${marker}: ${firebaseHowTo}` }] : [];
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

/** The blog's posts, a folder each. */
const BLOG_DIR = `${CONTENT_DIR}/blog`;
const postFile = (slug: string, locale: string) => `${BLOG_DIR}/${slug}/${postFileName(locale)}`;

/**
 * What the words should be looked at for, one line each, but that never stops publishing: a rule
 * across two posts (two closings on one formula, scripts/lib/content/closing-formulas.ts) is one
 * the editor cannot refuse at a field, and what the editor accepts is published.
 */
export function wordsToLookAt(root: string): string[] {
  const blog = path.join(root, BLOG_DIR);
  if (!existsSync(blog)) return [];
  const slugs = readdirSync(blog, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(root, postFile(entry.name, 'en'))))
    .map((entry) => entry.name);
  return locales.flatMap((locale) => {
    const posts = slugs.flatMap((slug): PostText[] => {
      const file = path.join(root, postFile(slug, locale));
      const body = existsSync(file) ? splitPostFile(readFileSync(file, 'utf8'))?.body : undefined;
      return body === undefined ? [] : [{ slug, body }];
    });
    return closingFormulas(posts, (slug) => postFile(slug, locale));
  });
}

export function launchProblems(root: string): LaunchProblem[] {
  const fields = readSettings(root);
  const inSettings = fields.flatMap((field): LaunchProblem[] => {
    const value = String(field.value);
    const reasons = [placeholderReason(field, fields)];
    // An optional link left empty is not shown anywhere: nothing to secure.
    if ((kindOf(field) === 'url' || kindOf(field) === 'origin') && value !== '') {
      if (!value.startsWith('https://')) reasons.push('is not https');
    }
    return reasons.filter((why) => why !== undefined).map((why) => ({ file: field.file, field: field.path, value, why }));
  });
  return [...inSettings, ...insecureContentLinks(root), ...firebaseProject(root)];
}

/** What only the owner can confirm: where it is written and what to do about it. */
export interface Reminder {
  /** The words, or what makes them from the project at `root`. */
  what: string | ((root: string) => string);
  /** Files (`{en,ar}` for both languages) and the fields in them. */
  where: readonly { file: string; fields: readonly string[] }[];
  /** Only while this holds of the project at `root`; always, without it. */
  while?: (root: string) => boolean;
}

/** The founder page's words, one file per language. */
const FOUNDER_WORDS = ['en', 'ar'].map((locale) => `src/content/pages/founder/${locale}.json`);

/** Whether either language's credentials are still the site's generic wording (`genericWording` left ticked). */
export function credentialsStillGeneric(root: string): boolean {
  return FOUNDER_WORDS.some((file) => {
    const words = JSON.parse(readFileSync(path.join(root, file), 'utf8')) as { expertise?: { credentials?: { genericWording?: unknown } } };
    return words.expertise?.credentials?.genericWording !== false;
  });
}

/** Whether the analytics settings of the project at `root` choose a service, as the build reads them. */
export function countsVisits(root: string): boolean {
  const checked = checkSettingsFile(settingsFile('analytics'), root);
  return checked.ok && (checked.value as AnalyticsSettings).services.length > 0;
}

/** Whether the analytics settings of the project at `root` count with Google Analytics, as the build reads them. */
export function countsWithGoogle(root: string): boolean {
  const checked = checkSettingsFile(settingsFile('analytics'), root);
  return checked.ok && (checked.value as AnalyticsSettings).googleAnalytics !== undefined;
}

/** Whether the settings show the WhatsApp button. */
export function whatsappButtonShown(root: string): boolean {
  const site = JSON.parse(readFileSync(path.join(root, settingsFile('site').file), 'utf8')) as { whatsappButton?: { show?: unknown } };
  return site.whatsappButton?.show === true;
}

/** Whether the analytics settings of the project at `root` turn Google Analytics on. */
export function googleAnalyticsOn(root: string): boolean {
  const checked = checkSettingsFile(settingsFile('analytics'), root);
  return checked.ok && (checked.value as AnalyticsSettings).googleAnalytics !== undefined;
}

/** The editor's Hosting site while Google Analytics is on (scripts/lib/admin-site.ts), as `.firebaserc` names it. */
function editorSiteReminder(root: string): string {
  let rc: FirebaseRc = {};
  try {
    rc = JSON.parse(readFileSync(path.join(root, FIREBASE_RC), 'utf8')) as FirebaseRc;
  } catch {
    // Missing or unreadable: the problems above say so.
  }
  const id = adminSiteId(rc) ?? `<your project ID>${ADMIN_SITE_SUFFIX}`;
  return `Google Analytics is on, so the editor moves to a Firebase Hosting site of its own, away from Google's script: create it before you publish (Firebase console → Hosting → Add another site, ID ${id}). The editor is then at ${editorAddress(id)}, and /admin on your site points there. docs/going-live.md, step 7 ("Sign in to the editor"), "If the site counts visits with Google Analytics".`;
}

export const reminders: readonly Reminder[] = [
  {
    what: 'The testimonials are illustrative: replace them with real clients’ words (with their consent) or remove them.',
    where: [
      { file: 'src/content/pages/home/{en,ar}.json', fields: ['testimonials.items'] },
      { file: 'src/content/service-pages/*/{en,ar}.json', fields: ['the section of kind "testimonial"'] },
    ],
  },
  {
    what: "The founder's credentials are still the site's generic wording: name your real certifications and memberships, then untick 'Still the generic wording' (genericWording) in both languages.",
    where: [{ file: 'src/content/pages/founder/{en,ar}.json', fields: ['expertise.credentials.items'] }],
    while: credentialsStillGeneric,
  },
  {
    what: "The founder's sectors must be true as written.",
    where: [{ file: 'src/content/pages/founder/{en,ar}.json', fields: ['expertise.sectors.items'] }],
  },
  {
    what: 'Each session must last as long as the cards say, and the prices include VAT or not as they say.',
    where: [{ file: 'src/config/settings/services.json', fields: ['<service>.sessionMinutes', 'pricesIncludeVat'] }],
  },
  {
    what: 'The figures must be your own: clients, success stories, satisfaction and years of experience (the about, founder and home pages quote the years too).',
    where: [
      { file: 'src/config/settings/figures.json', fields: ['lives', 'businesses', 'satisfaction', 'years'] },
      { file: 'src/content/shared/figures/{en,ar}.json', fields: ['their labels'] },
    ],
  },
  {
    what: `Visits are counted only once you have an account with each service chosen and have added the site there, by the domain or ID given here; in Plausible, add the goals ${Object.values(EVENTS).map((name) => `'${name}'`).join(', ')} to see those clicks. These services set no cookies and keep no personal data, so under the usual reading of the GDPR and of the UAE's data-protection law (PDPL) they need no consent banner. That is a reading, not legal advice: a service that sets cookies, or stricter rules where your visitors are, would need one.`,
    where: [{ file: 'src/config/settings/analytics.json', fields: ['plausible.domain', 'umami.websiteId', 'goatcounter.site'] }],
    while: countsVisits,
  },
  {
    what: "Google Analytics counts only once its property and web data stream exist in your Google Analytics account, the stream's measurement ID being the one given here. In that stream's Enhanced measurement, open Page views' advanced settings and switch off 'Page changes based on browser history events': the site sends its own page views, so with it on every move within the site counts twice. Google Analytics sets cookies (_ga, _ga_<ID>), which is why the site asks each visitor first, in its banner, and loads nothing of Google's before they accept: under the usual reading of the GDPR and of the UAE's data-protection law (PDPL), such cookies need consent. That is a reading, not legal advice.",
    where: [{ file: 'src/config/settings/analytics.json', fields: ['googleAnalytics.measurementId'] }],
    while: countsWithGoogle,
  },
  {
    what: 'The WhatsApp button is on: its number (the contact phone, or whatsappButton.number when the button names its own) must have a WhatsApp account, or the chat opens on nothing. Open the button on your phone once and send yourself the greeting.',
    where: [{ file: 'src/config/settings/site.json', fields: ['whatsappButton.show', 'contact.phone'] }],
    while: whatsappButtonShown,
  },
  {
    what: editorSiteReminder,
    where: [{ file: FIREBASE_RC, fields: ['projects.default', `targets.<project>.hosting.${ADMIN_TARGET} (another ID, if that one is taken)`] }],
    while: googleAnalyticsOn,
  },
];

/**
 * The report as lines, and whether it fails. A preview may carry placeholders: it says so and
 * passes. The words to look at are listed and never fail it. `refused`: what the build would stop on (scripts/lib/build-checks.ts), which fails even
 * a preview, since neither could be built.
 */
export function launchReport(root: string, { preview = false, refused = [] as readonly string[] } = {}): { lines: string[]; failed: boolean } {
  let problems: LaunchProblem[] = [];
  try {
    problems = launchProblems(root);
  } catch (error) {
    // A settings file that is not JSON cannot be walked; the build's line above names it.
    if (refused.length === 0) throw error;
  }
  const lines: string[] = [];
  if (refused.length > 0) {
    lines.push(`The build would stop on ${refused.length} problem${refused.length === 1 ? '' : 's'} (\`npm run build\` prints the same lines):`);
    for (const line of refused) lines.push(`  ${line}`);
    lines.push('Correct the files named above; then run `npm run check:launch` again.');
  }
  if (problems.length > 0) {
    if (lines.length > 0) lines.push('');
    lines.push(`${problems.length} value${problems.length === 1 ? '' : 's'} not ready for launch:`);
    for (const p of problems) lines.push(`  ${p.file}: ${p.field}${p.value === undefined ? '' : ` = ${JSON.stringify(p.value)}`} ${p.why}`);
    lines.push(
      preview
        ? 'This preview carries them; publishing to the live site refuses them. `npm run setup` asks for each.'
        : 'Run `npm run setup` to give your own, or edit the files named above; then run `npm run check:launch` again.',
    );
  } else if (refused.length === 0) {
    lines.push('Ready for launch: no placeholders, every link https, a Firebase project to publish to.');
  }
  const toLookAt = wordsToLookAt(root);
  if (toLookAt.length > 0) {
    lines.push('', 'To look at (publishing goes ahead):');
    for (const line of toLookAt) lines.push(`  ${line}`);
  }
  lines.push('', 'Only you can confirm (not checked):');
  for (const reminder of reminders.filter((r) => r.while?.(root) ?? true)) {
    lines.push(`  - ${typeof reminder.what === 'string' ? reminder.what : reminder.what(root)}`);
    for (const { file, fields } of reminder.where) lines.push(`      ${file}: ${fields.join(', ')}`);
  }
  return { lines, failed: refused.length > 0 || (problems.length > 0 && !preview) };
}
