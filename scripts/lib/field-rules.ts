import * as rules from '../../src/config/schema/rules';
import { markerIn } from './placeholders';
import { checkSettings } from './settings/compile';
import { settingsFiles } from './settings/files';
import { withAnswers, type Json, type SettingsField } from './settings/source';

/**
 * How setup asks for a settings field and checks the answer. The kind comes
 * from the field's key and its current value, so a new field gets a fitting
 * check without a line here; the questions below give the known ones words.
 * The checks are the settings schema's own rules (src/config/schema/rules.ts),
 * so an answer setup takes is one the build takes.
 */

export type FieldKind = 'origin' | 'url' | 'email' | 'e164' | 'slug' | 'arabic' | 'text';

/** A refusal the owner can act on, or undefined when the answer will do. */
export type Check = (answer: string) => string | undefined;

const questions: Readonly<Record<string, string>> = {
  'site.origin': "The site's public address (https://…, no path), e.g. https://www.your-domain.ae",
  'site.brand.en': 'Business name in English',
  'site.brand.ar': 'Business name in Arabic',
  'site.brandShort.en': 'Short business name in English (logo, share image)',
  'site.brandShort.ar': 'Short business name in Arabic',
  'site.founder.name.en': "Founder's full name in English",
  'site.founder.name.ar': "Founder's full name in Arabic",
  'site.founder.firstName': "Founder's first name for the page address /meet-<name> (lower-case letters)",
  'site.contact.email': 'Contact email address',
  'site.contact.phone': 'Phone number for calls and WhatsApp, with country code, e.g. +971501234567',
  'site.social.instagram': 'Instagram profile address (https://…; Enter for none)',
  'site.social.linkedin': 'LinkedIn page address (https://…; Enter for none)',
  'site.social.youtube': 'YouTube channel address (https://…; Enter for none)',
  'site.social.tiktok': 'TikTok profile address (https://…; Enter for none)',
  'site.scheduling.discovery': 'Booking page of the free discovery session (https://…)',
  'site.formEndpoint': "Your form service's address the contact form posts to (https://…)",
  'legal.entity.en': 'Registered legal name in English, as on the trade licence',
  'legal.entity.ar': 'Registered legal name in Arabic, as on the trade licence',
  'legal.licenceNumber': 'Trade licence number',
  'legal.registeredAddress.en': 'Registered address in English',
  'legal.registeredAddress.ar': 'Registered address in Arabic (numbers in Arabic-Indic digits, ٠١٢…)',
};

/** Fields an owner may leave empty: a social network without an address is not shown anywhere. */
export const isOptional = (field: SettingsField): boolean => field.name.startsWith('site.social.');

/** A service's payment page, when its booking page takes the payment (`paymentInBooking`): the site never links it, so it may be left out. */
function paidInBooking(field: SettingsField, fileData?: Json): boolean {
  const [file, key, link] = field.name.split('.');
  if (file !== 'services' || !key || link !== 'payment' || fileData === null || typeof fileData !== 'object' || Array.isArray(fileData)) return false;
  const service = fileData[key];
  return service !== null && typeof service === 'object' && !Array.isArray(service) && service.paymentInBooking === true;
}

/** A service's links, by the service's key in services.json. */
function serviceQuestion(name: string): string | undefined {
  const [file, key, link] = name.split('.');
  if (file !== 'services' || !key) return undefined;
  const service = key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  if (link === 'scheduling') return `Booking page of ${service} (https://…)`;
  if (link === 'payment') return `Card-payment page for one ${service} session (https://…; Enter for none if its booking page takes the payment)`;
  return undefined;
}

export function kindOf(field: SettingsField): FieldKind {
  const value = String(field.value);
  if (field.name === 'site.origin' || field.key === 'origin') return 'origin';
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(value)) return 'url';
  if (isOptional(field)) return 'url';
  if (/e(mail)?$/i.test(field.key) && value.includes('@')) return 'email';
  if (/e164$|phone|mobile|whatsapp|tel/i.test(field.key)) return 'e164';
  if (field.key === 'firstName') return 'slug';
  if (field.key === 'ar') return 'arabic';
  return 'text';
}

/** The question for a field: its own words, or its name read aloud. */
export const questionFor = (field: SettingsField): string =>
  questions[field.name] ??
  serviceQuestion(field.name) ??
  `${field.name
    .split('.')
    .slice(1)
    .map((part) => (part === 'en' ? '(English)' : part === 'ar' ? '(Arabic)' : part.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()))
    .join(' › ')}`;

/** The schema's rule as a refusal: "That is not an e-mail address: …". */
const said = (rule: rules.Rule): Check => (answer) => {
  const problem = rule(answer);
  return problem ? `That ${problem}.` : undefined;
};

const checks: Readonly<Record<FieldKind, Check>> = {
  origin: said(rules.siteAddress),
  url: said(rules.httpsAddress),
  email: said(rules.emailAddress),
  e164: said(rules.internationalPhone),
  slug: said(rules.addressName),
  arabic: said(rules.arabicLetters),
  text: () => undefined,
};

/**
 * What the settings schema says of an answer in its place in the file's data, or undefined: the
 * rules of the field itself that its kind does not know (a legal name without a full stop at its
 * end, Arabic-Indic digits in the Arabic address).
 */
export function schemaCheck(field: SettingsField, fileData: Json): Check {
  const entry = settingsFiles.find((candidate) => candidate.file === field.file);
  if (!entry) return () => undefined;
  const prefix = `${entry.file}: ${field.path}: `;
  return (answer) => {
    const checked = checkSettings(entry, withAnswers(fileData, new Map([[field.path, answer]])));
    const line = checked.ok ? undefined : checked.problems.find((problem) => problem.startsWith(prefix));
    return line ? `That ${line.slice(prefix.length)}.` : undefined;
  };
}

/**
 * The check of a field's answer: its kind's, then that it is not empty (unless it may be) and not
 * a placeholder, then, given the file's data, the schema's rules for that field.
 */
export function checkFor(field: SettingsField, fileData?: Json): Check {
  const kindCheck = checks[kindOf(field)];
  const inFile = fileData === undefined ? () => undefined : schemaCheck(field, fileData);
  return (raw) => {
    const answer = raw.trim();
    if (!answer) return isOptional(field) || paidInBooking(field, fileData) ? undefined : 'An answer is needed.';
    const refusal = kindCheck(answer);
    if (refusal) return refusal;
    const marker = markerIn(answer);
    if (marker) return `That ${marker}: it is a placeholder. Give your own.`;
    return inFile(answer);
  };
}

/** The answer offered when Enter is pressed, from answers given before it. */
export function suggestionFor(field: SettingsField, answers: ReadonlyMap<string, string>): string | undefined {
  if (field.name === 'site.founder.firstName') {
    const first = answers.get('site.founder.name.en')?.split(/\s+/)[0] ?? '';
    const ascii = first.normalize('NFD').replace(/[^A-Za-z-]/g, '').toLowerCase();
    return ascii || undefined;
  }
  return undefined;
}
