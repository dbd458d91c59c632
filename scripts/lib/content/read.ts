import type { Locale } from '../../../src/config/site';
import type { Content as UiContent } from '../../../src/content/schema/ui';
import { SourceError } from '../run';
import { collections, dataFile } from './collections';
import { checkFile } from './compile';

/** A collection's words in one language, checked, for a build step that runs before the modules are written. */
export function readWords(name: string, locale: Locale): unknown {
  const collection = collections.find((c) => c.name === name);
  if (!collection) throw new Error(`no content collection named ${name}`);
  const checked = checkFile(collection.schema, dataFile(collection, locale), locale);
  if (!checked.ok) throw new SourceError(checked.problems.join('\n'));
  return checked.value;
}

export const uiWords = (locale: Locale): UiContent => readWords('ui', locale) as UiContent;
