/**
 * Who the client contracts with, as the trade licence says: the privacy
 * policy and the terms name it. Settings (src/config/settings/legal.json,
 * described in src/config/schema/legal.ts), apart from the rest of the
 * identity because only those two pages read it: `site.ts` is in every
 * page's start script, and this is not. docs/settings.md lists every
 * field; the defaults are placeholders.
 */
import settings from './generated/legal';
import type { LegalSettings } from './schema/legal';

/**
 * Where the business is licensed, which sets the terms' law and courts and
 * the privacy policy's data-protection law: 'abu-dhabi' (onshore) or 'adgm'
 * (Abu Dhabi Global Market).
 */
export type Jurisdiction = LegalSettings['jurisdiction'];

export type LegalConfig = LegalSettings;

export const legal: LegalConfig = settings;
