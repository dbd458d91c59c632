import type { z } from 'zod';
import { bilingual, group, oneOf, words } from './fields';
import { shaped } from './rules';

const noFullStop = shaped({
  pattern: /^(?![\s\S]*[.。]\s*$)/u,
  problem: 'must not end with a full stop: the sentences that name it go on after it',
  ar: 'لا تختمه بنقطة: الجمل التي تذكره تكمل بعده',
});
const arabicDigits = shaped({ pattern: /^[^0-9]*$/u, problem: 'must write its numbers in Arabic-Indic digits (٠١٢٣…)', ar: 'اكتب أرقامه هكذا: ٠١٢٣…، لا 0123' });

/**
 * Where the business is licensed, which sets the terms' law and courts and the privacy policy's
 * data-protection law: onshore Abu Dhabi (the courts of the Emirate, UAE Federal Decree-Law No. 45
 * of 2021) or the Abu Dhabi Global Market (the ADGM Courts, the ADGM Data Protection Regulations
 * 2021). Their words are in src/content/legal/jurisdictions.json.
 */
export const jurisdictions = ['abu-dhabi', 'adgm'] as const;

/**
 * Who the client contracts with, as the trade licence says: src/config/settings/legal.json. The
 * privacy policy and the terms name it; only those two pages read it.
 */
export const legalSettingsSchema = group({
  /** The registered legal name. */
  entity: bilingual({ en: [noFullStop], ar: [noFullStop] }),
  licenceNumber: words(),
  /** The authority that issued the licence, as running text says it. */
  licenceAuthority: bilingual(),
  registeredAddress: bilingual({ ar: [arabicDigits] }),
  jurisdiction: oneOf(jurisdictions),
});

export type LegalSettings = z.output<typeof legalSettingsSchema>;
