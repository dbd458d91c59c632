/**
 * Everything that identifies the business, as src/config/settings/site.json gives it (checked and
 * compiled at build by scripts/compile-settings.ts; its fields are described in
 * src/config/schema/site.ts). Nothing else in the code base spells out a name, address, number or
 * outbound URL: read it from here. docs/settings.md lists every field.
 */
import settings from './generated/site';
import type { SiteSettings } from './schema/site';

export type Locale = 'en' | 'ar';

/** A value given once per language. */
export type Bilingual<T = string> = Record<Locale, T>;

/**
 * The settings as the build checked them: `contact.phoneDisplay` is derived from `contact.phone`
 * (E.164), and `social` holds only the networks with an address.
 */
export type SiteConfig = SiteSettings;

export const site: SiteConfig = settings;

export const mailtoHref = `mailto:${site.contact.email}`;
/** WhatsApp's click-to-chat address: every chat link the site writes starts with it. */
export const WHATSAPP_CHAT = 'https://wa.me/';
/** The chat link of a number in E.164: wa.me takes its digits alone. */
export const whatsappLink = (e164: string): string => `${WHATSAPP_CHAT}${e164.replace(/^\+/, '')}`;
export const whatsappHref = whatsappLink(site.contact.phone);
