import { z } from 'zod';
import { fields, list } from './fields';

const phrase = () => z.string().trim().min(1, { error: 'is empty' });
const phrases = () => z.array(phrase(), { error: (issue) => (issue.input === undefined ? 'is missing' : 'must be a list of words') });
const perLanguage = () => fields({ en: phrases(), ar: phrases() });

/**
 * The house style's data, src/content/style/house-style.json, read by the content compiler's
 * checks (scripts/lib/content/house-style.ts); docs/house-style.md explains it.
 */
export const houseStyleSchema = fields({
  /**
   * The words the spec gives exactly: they keep the spec's case (Title Case included) where they
   * stand. `in` lists the folders whose files may hold them; without it, any file (the services' names).
   * Most are English, some with their Arabic; where the spec gives the Arabic alone, `ar` alone.
   */
  specWords: list(
    fields({
      en: phrase().optional(),
      ar: phrase().optional(),
      where: phrase(),
      /** The field that holds them in each folder of `in`, as a path of names and list positions: `journey.steps.0.title`. The build refuses any other words there. */
      field: phrase().optional(),
      in: z.array(z.string().regex(/^src\/content\/[a-z0-9/-]+$/, { error: 'must be a folder of src/content, e.g. "src/content/pages/home"' })).optional(),
    }).refine((entry) => entry.en !== undefined || entry.ar !== undefined, { error: 'needs the words: "en", "ar" or both' }),
  ),
  /**
   * Title Case (docs/house-style.md): the words that stay lower case inside a heading, a button or a
   * menu link, unless first or last in it or after a colon: articles, short conjunctions and
   * prepositions of up to four letters ('Your Journey with Us', 'Return to Home').
   */
  titleCase: fields({ minorWords: z.array(z.string().regex(/^[a-z]+$/, { error: 'must be a word in lower case' })) }),
  /** Names that keep their own capitals wherever they stand: a heading's Title Case leaves them as they are ('Coaching Sessions in Abu Dhabi'). */
  properNouns: list(phrase()),
  /**
   * Names of more than one word that an Arabic text may write in Latin letters (a provider's name in
   * the privacy policy); the brand's Latin form is one too. Any other run of English words in an
   * Arabic text is refused: it is English in the Arabic field.
   */
  latinInArabic: z.array(phrase()).default([]),
  /** One label per action: a button or link that does this reads these words, never the refused ones. */
  labels: list(fields({ action: phrase(), en: phrase(), ar: phrase(), refuse: perLanguage() })),
  /** One term per idea, in every sentence of every data file. */
  terms: list(fields({ idea: phrase(), en: phrase(), ar: z.string(), refuse: perLanguage() })),
});

export type HouseStyle = z.output<typeof houseStyleSchema>;
