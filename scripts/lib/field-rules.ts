import type { ConfigField } from './config-source';
import { markerIn } from './placeholders';

/**
 * How setup asks for a config field and checks the answer. The kind comes
 * from the field's key and its current value, so a new field gets a fitting
 * check without a line here; the questions below give the known ones words.
 */

export type FieldKind = 'origin' | 'url' | 'email' | 'e164' | 'phone' | 'slug' | 'arabic' | 'text';

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
  'site.contact.whatsappE164': 'WhatsApp number with country code, e.g. +971501234567',
  'site.contact.whatsappDisplay': 'The WhatsApp number as people write it, e.g. +971 50 123 4567',
  'site.social.instagram': 'Instagram profile address (https://…)',
  'site.social.linkedin': 'LinkedIn page address (https://…)',
  'site.social.youtube': 'YouTube channel address (https://…)',
  'site.social.tiktok': 'TikTok profile address (https://…)',
  'site.scheduling.discovery': 'Booking page of the free discovery session (https://…)',
  'site.formEndpoint': "Your form service's address the contact form posts to (https://…)",
};

/** A service's links, by the service's key in the list of services. */
function serviceQuestion(name: string): string | undefined {
  const [list, key, link] = name.split('.');
  if (list !== 'services' || !key) return undefined;
  const service = key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  if (link === 'scheduling') return `Booking page of ${service} (https://…)`;
  if (link === 'payment') return `Card-payment page for one ${service} session (https://…)`;
  return undefined;
}

export function kindOf(field: ConfigField): FieldKind {
  const value = String(field.value);
  if (field.name === 'site.origin' || field.key === 'origin') return 'origin';
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(value)) return 'url';
  if (/e(mail)?$/i.test(field.key) && value.includes('@')) return 'email';
  if (/e164$/i.test(field.key)) return 'e164';
  if (/phone|mobile|whatsapp|tel/i.test(field.key)) return 'phone';
  if (field.key === 'firstName') return 'slug';
  if (field.key === 'ar') return 'arabic';
  return 'text';
}

/** The question for a field: its own words, or its name read aloud. */
export const questionFor = (field: ConfigField): string =>
  questions[field.name] ??
  serviceQuestion(field.name) ??
  `${field.name
    .split('.')
    .slice(1)
    .map((part) => (part === 'en' ? '(English)' : part === 'ar' ? '(Arabic)' : part.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()))
    .join(' › ')}`;

const httpsUrl: Check = (answer) => {
  let url: URL;
  try {
    url = new URL(answer);
  } catch {
    return 'Not a web address: type it in full, starting with https://';
  }
  if (url.protocol !== 'https:') return `It must start with https:// (not ${url.protocol}//): browsers warn about or block the rest.`;
  if (!url.hostname.includes('.')) return 'The address needs a full domain, like www.your-domain.ae.';
  return undefined;
};

const checks: Readonly<Record<FieldKind, Check>> = {
  origin: (answer) => {
    const refusal = httpsUrl(answer);
    if (refusal) return refusal;
    const url = new URL(answer);
    if (url.pathname !== '/' || answer.endsWith('/') || url.search || url.hash) return `Only the scheme and domain, no path and no trailing slash: ${url.origin}`;
    return undefined;
  },
  url: httpsUrl,
  email: (answer) => (/^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i.test(answer) ? undefined : 'Not an email address: it looks like name@your-domain.ae.'),
  e164: (answer) =>
    /^\+[1-9]\d{6,14}$/.test(answer)
      ? undefined
      : 'Not an international number: a plus, the country code and the number, digits only, no spaces (e.g. +971501234567).',
  phone: (answer) => (/^\+?[\d\s()-]{7,}$/.test(answer) ? undefined : 'Not a phone number: digits, spaces and a leading plus only.'),
  slug: (answer) =>
    /^[a-z]+(-[a-z]+)*$/.test(answer) ? undefined : 'Lower-case English letters only (a hyphen between parts): it becomes the page address /meet-<name>.',
  arabic: (answer) => (/[\u0600-\u06FF]/.test(answer) ? undefined : 'Write it in Arabic letters: the Arabic pages show it.'),
  text: () => undefined,
};

/** The check of a field's answer: its kind's, then that it is not empty and not a placeholder. */
export function checkFor(field: ConfigField): Check {
  const kindCheck = checks[kindOf(field)];
  return (raw) => {
    const answer = raw.trim();
    if (!answer) return 'An answer is needed.';
    const refusal = kindCheck(answer);
    if (refusal) return refusal;
    const marker = markerIn(answer);
    return marker ? `That ${marker}: it is a placeholder. Give your own.` : undefined;
  };
}

/** The answer offered when Enter is pressed, from answers given before it. */
export function suggestionFor(field: ConfigField, answers: ReadonlyMap<string, string>): string | undefined {
  if (field.name === 'site.founder.firstName') {
    const first = answers.get('site.founder.name.en')?.split(/\s+/)[0] ?? '';
    const ascii = first.normalize('NFD').replace(/[^A-Za-z-]/g, '').toLowerCase();
    return ascii || undefined;
  }
  if (field.name === 'site.contact.whatsappDisplay') {
    const e164 = answers.get('site.contact.whatsappE164');
    // The UAE's mobile form, +971 5X XXX XXXX; other countries keep the number whole.
    const uae = e164?.match(/^\+971(5\d)(\d{3})(\d{4})$/);
    return uae ? `+971 ${uae[1]} ${uae[2]} ${uae[3]}` : e164;
  }
  return undefined;
}
