import { group, words } from '../../config/schema/fields';
import { jurisdictions } from '../../config/schema/legal';

const clauses = () =>
  group({
    /** What governs the terms: 'the laws of the Emirate of {city}…'. */
    governingLaw: words(),
    /** Who settles a dispute, opening a sentence: 'The courts of the Emirate of {city}'. */
    courts: words(),
    dataLaw: words(),
    dataLawShort: words(),
    dataRegulator: words(),
  });

const place = () => group({ en: clauses(), ar: clauses() });

/**
 * The legal pages' clauses for each place the business may be licensed, in each language:
 * src/content/legal/jurisdictions.json. Their own facts (`{city}`) are quoted when a page quotes them.
 */
export const jurisdictionsSchema = group(
  Object.fromEntries(jurisdictions.map((jurisdiction) => [jurisdiction, place()])) as Record<(typeof jurisdictions)[number], ReturnType<typeof place>>,
);
