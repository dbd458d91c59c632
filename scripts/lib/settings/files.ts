/**
 * Every settings file, with the schema that checks it and types it: the one list the build
 * (scripts/compile-settings.ts), setup, the launch check, the tests and the editor's configuration
 * read. Site first: setup asks its questions in this order.
 */
import type { z } from 'zod';
import { analyticsSchema } from '../../../src/config/schema/analytics';
import { figuresSettingsSchema } from '../../../src/config/schema/figures';
import { legalSettingsSchema } from '../../../src/config/schema/legal';
import { policiesSchema } from '../../../src/config/schema/policies';
import { servicesSchema } from '../../../src/config/schema/services';
import { siteSchema } from '../../../src/config/schema/site';

export const SETTINGS_DIR = 'src/config/settings';

export interface SettingsFile {
  /** The file's name without `.json`, the generated module's name (`src/config/generated/<name>.ts`), and how setup names its fields (`site.contact.email`). */
  name: string;
  /** From the project root. */
  file: string;
  /** What the editor calls it. */
  label: string;
  schema: z.ZodType;
  /** The type the generated module declares, and the schema module (src/config/schema/) that exports it. */
  type: { name: string; module: string };
}

const define = (name: string, label: string, schema: z.ZodType, type: string): SettingsFile => ({
  name,
  file: `${SETTINGS_DIR}/${name}.json`,
  label,
  schema,
  type: { name: type, module: name },
});

export const settingsFiles: readonly SettingsFile[] = [
  define('site', 'Business, founder and contacts', siteSchema, 'SiteSettings'),
  define('services', 'Prices, sessions and booking links', servicesSchema, 'ServicesSettings'),
  define('legal', 'Legal identity', legalSettingsSchema, 'LegalSettings'),
  define('figures', 'Figures (numbers)', figuresSettingsSchema, 'FiguresSettings'),
  define('policies', 'Business rules', policiesSchema, 'PoliciesSettings'),
  define('analytics', 'Visit counting (analytics)', analyticsSchema, 'AnalyticsSettings'),
];

export const settingsFile = (name: string): SettingsFile => {
  const found = settingsFiles.find((entry) => entry.name === name);
  if (!found) throw new Error(`no settings file named ${name}`);
  return found;
};
