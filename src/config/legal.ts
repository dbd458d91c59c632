/**
 * Who the client contracts with, as the trade licence says: the privacy
 * policy and the terms name it. Apart from the rest of the identity in
 * `site.ts` because only those two pages read it: `site.ts` is in every
 * page's start script, and this is not. The README's "Make it yours" section
 * lists every field; the defaults are placeholders.
 */
import type { Bilingual } from './site';

/**
 * Where the business is licensed, which sets the terms' law and courts and
 * the privacy policy's data-protection law: 'abu-dhabi' (onshore: the
 * courts of the Emirate of Abu Dhabi, UAE Federal Decree-Law No. 45 of 2021)
 * or 'adgm' (Abu Dhabi Global Market: the ADGM Courts, the ADGM Data
 * Protection Regulations 2021).
 */
export type Jurisdiction = 'abu-dhabi' | 'adgm';

export interface LegalConfig {
  /** The registered legal name. */
  entity: Bilingual;
  licenceNumber: string;
  /** The authority that issued the licence, as running text says it. */
  licenceAuthority: Bilingual;
  /** In Arabic, its numbers in Arabic-Indic digits. */
  registeredAddress: Bilingual;
  jurisdiction: Jurisdiction;
}

export const legal: LegalConfig = {
  // Written without a final full stop: sentences end after it.
  entity: { en: 'Example Coaching & Consultancy LLC', ar: 'مثال للكوتشينغ والاستشارات ذ.م.م' },
  licenceNumber: 'CN-0000000',
  licenceAuthority: {
    en: 'the Abu Dhabi Department of Economic Development',
    ar: 'دائرة التنمية الاقتصادية في أبوظبي',
  },
  registeredAddress: {
    en: 'Office 000, Example Building, Abu Dhabi, United Arab Emirates',
    ar: 'مكتب رقم ٠٠٠، مبنى مثال، أبوظبي، الإمارات العربية المتحدة',
  },
  jurisdiction: 'abu-dhabi',
};
