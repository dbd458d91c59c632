/**
 * The configuration of the owner's editor at /admin (Sveltia CMS), made from the lists the build
 * already reads: the content collections and the settings files, each with the schema that checks
 * it. A field added to a schema appears in the editor with its lengths; nothing is declared twice.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { site } from '../../../src/config/site';
import { locales } from '../../../src/i18n/locale';
import { collections as contentCollections, dataFile, type Collection } from '../content/collections';
import { schemaIn } from '../content/compile';
import { languageContext } from '../content/context';
import { FOUNDER_PICTURE } from '../founder-photo';
import { postLinksPattern } from '../post-links';
import { COVER_MIN, postSchemas } from '../posts';
import { settingsFiles } from '../settings/files';
import { jurisdictionsSchema } from '../../../src/content/schema/jurisdictions';
import { JURISDICTIONS_FILE } from '../content/jurisdiction';
import { fieldOf, fieldsOf, jsonSchemaOf, type CmsField, type FieldOptions } from './fields';
import { siteRoot } from '../site-root';
import { houseStylePattern, loadHouseStyle } from './house-style-pattern';
import { previewCheckName } from './preview-check';
import { specWordsIn, withSpecWordsFixed } from './spec-words';

/** Where the owner's photographs of the founder go; the settings name the one the site shows. */
export const PHOTOS_FOLDER = 'src/assets/photos';
export const POSTS_FOLDER = 'src/content/blog';
/** Publishing is merging into this branch (the Publish workflow deploys it). */
export const PUBLISH_BRANCH = 'main';

const english = languageContext('en').text;

const WORDS_HELP = [
  'English and Arabic side by side: each has its own file.',
  `Words in braces are filled in from the settings, so keep them as they are: ${Object.keys(english.tokens)
    .slice(0, 6)
    .map((name) => `{${name}}`)
    .join(', ')}…`,
  '{her|his} picks the first or second words by the founder\u2019s gender.',
].join(' ');

const LINK_HELP = `A link: [the words](place). Places: ${Object.keys(english.links).join(', ')}.`;

const editorName = (collection: Collection) => collection.name.replace(/\//g, '-');

const houseStyle = loadHouseStyle();

/** The house style's patterns for the words of a folder's files, as the build checks them (its folder names the spec's words it may hold). */
const wordsPatterns = (folder: string): Pick<FieldOptions, 'wordsPattern'> => ({ wordsPattern: (key, locale, kind) => houseStylePattern(houseStyle, { key, locale, folder, kind }) });

/** Every field of a words file is written in both languages, in the house style. */
const wordsOptions = (collection: Collection): FieldOptions => ({ translation: () => true, linkHelp: LINK_HELP, paragraphs: true, locale: 'both', ...wordsPatterns(collection.dir) });


function wordsFile(collection: Collection) {
  // The files say which fields hold the spec's words: those are shown, not edited. The English file
  // for the spec's English words, the Arabic one for the words the spec gives in Arabic alone.
  const [english, arabic] = (['en', 'ar'] as const).map((locale) => JSON.parse(readFileSync(path.join(siteRoot(), dataFile(collection, locale)), 'utf8')) as unknown);
  const fields = withSpecWordsFixed(fieldsOf(jsonSchemaOf(schemaIn(collection.schema, 'en')), wordsOptions(collection)), [english], specWordsIn(houseStyle, collection.dir));
  return {
    name: editorName(collection),
    label: collection.label,
    file: `${collection.dir}/{{locale}}.json`,
    format: 'json',
    i18n: true,
    fields: withSpecWordsFixed(fields, [arabic], specWordsIn(houseStyle, collection.dir, 'ar'), 'ar'),
  };
}

const under = (prefix: string) => contentCollections.filter((collection) => collection.dir.startsWith(prefix));

function postsCollection() {
  const english = jsonSchemaOf(schemaIn(postSchemas.english, 'en'));
  const translatedNames = new Set(Object.keys(jsonSchemaOf(schemaIn(postSchemas.translated, 'ar')).properties ?? {}));
  const required = new Set(english.required ?? []);
  const fields = Object.entries(english.properties ?? {}).map(([name, property]) => fieldOf(name, property, required.has(name), { translation: (n) => translatedNames.has(n), paragraphs: true }));
  withPostTitleStyle(fields.find((field) => field.name === 'title'));
  const cover = fields.find((field) => field.name === 'cover');
  if (cover) cover.hint = `A photograph at least ${COVER_MIN.width} × ${COVER_MIN.height} pixels. Without one, the post shows its drawing.`;
  return {
    name: 'posts',
    label: 'Blog posts',
    label_singular: 'post',
    description: `${WORDS_HELP} A post may be in English only: switch Arabic off in the post.`,
    folder: POSTS_FOLDER,
    path: '{{slug}}/index',
    extension: 'md',
    format: 'frontmatter',
    create: true,
    // A post's pictures live in its own folder, beside its text.
    media_folder: '',
    public_folder: '',
    summary: '{{title}} ({{date}})',
    sortable_fields: ['date', 'title'],
    // A new post starts in English; the owner turns Arabic on for it when its translation is ready.
    i18n: { initial_locales: 'default' },
    fields: [
      ...fields,
      // The links the build refuses, refused at the field (richtext takes a pattern, as string and text do: @sveltia/cms's RichTextField).
      { name: 'body', label: 'Text', widget: 'richtext', i18n: true, pattern: postLinksPattern(), hint: 'Pictures: add them here; describe each one (alt text) for someone who cannot see it. Facts in braces are filled in from the settings, as on the pages: {years}, {city}.' },
    ],
  };
}

/**
 * A post's title is a heading: the build holds it to the house style's Title Case and quotes
 * (scripts/lib/posts.ts), so the field does too, beside its own rule (no "|"): one pattern, both
 * rules, as the editor takes one per field.
 */
function withPostTitleStyle(title: CmsField | undefined): void {
  const own = title?.pattern as [string, string] | undefined;
  const style = houseStylePattern(houseStyle, { key: 'title', locale: 'both', folder: POSTS_FOLDER, kind: 'heading' });
  if (!title || !own || !style) return;
  const body = (pattern: string) => /^\/\^(.*)\/[a-z]*$/s.exec(pattern)![1]!;
  title.pattern = [`/^(?=${body(own[0])})${body(style[0])}/su`, `${own[1]} ${style[1]}`];
}

/** The founder's photograph says how big it must be, and what shows without it. */
function withPhotoHint(field: CmsField): CmsField {
  if (field.widget === 'image') return { ...field, hint: `A portrait photograph at least ${FOUNDER_PICTURE.width} × ${FOUNDER_PICTURE.height} pixels. Empty: the drawing.` };
  return Array.isArray(field.fields) ? { ...field, fields: (field.fields as CmsField[]).map(withPhotoHint) } : field;
}

function settingsCollection() {
  const files = settingsFiles.map((settings) => ({
    name: settings.name,
    label: settings.label,
    file: settings.file,
    format: 'json',
    fields: fieldsOf(jsonSchemaOf(settings.schema), { translation: () => undefined }).map(withPhotoHint),
  }));
  const clauses = {
    name: 'jurisdictions',
    label: 'Legal clauses, by emirate',
    file: JURISDICTIONS_FILE,
    format: 'json',
    // Each place's words in English and Arabic: the house style of each (its groups are named for their language).
    fields: fieldsOf(jsonSchemaOf(jurisdictionsSchema), { translation: () => undefined, ...wordsPatterns(path.posix.dirname(JURISDICTIONS_FILE)) }),
  };
  return {
    name: 'settings',
    label: 'Settings',
    description: 'Facts every page quotes: names, contacts, links, prices, the legal entity, figures.',
    i18n: false,
    files: [...files, clauses],
  };
}

export interface AdminOptions {
  /** `owner/name` on GitHub. */
  repository: string;
}

export function cmsConfig({ repository }: AdminOptions) {
  return {
    backend: {
      name: 'github',
      repo: repository,
      branch: PUBLISH_BRANCH,
      preview_context: previewCheckName,
      // "Sign In with GitHub" through the owner's sign-in service, where they set one up; the token always.
      auth_methods: site.editorSignIn ? ['oauth', 'token'] : ['token'],
      ...(site.editorSignIn ? { base_url: new URL(site.editorSignIn).origin } : {}),
    },
    // A save opens a pull request with a preview; merging it publishes.
    publish_mode: 'editorial_workflow',
    site_url: site.origin,
    app_title: `${site.brandShort.en}: editor`,
    logo: { src: '/favicon.svg' },
    media_folder: PHOTOS_FOLDER,
    public_folder: `/${PHOTOS_FOLDER}`,
    // Pictures are the owner's own uploads: no stock libraries (the site serves only its own files),
    // names the build can read, and no file larger than a phone's photograph needs.
    media_libraries: { default: { config: { max_file_size: 20_000_000, slugify_filename: true } }, stock_assets: { providers: [] } },
    slug: { encoding: 'ascii', clean_accents: true },
    i18n: { structure: 'multiple_files', locales: [...locales], default_locale: 'en' },
    // An optional field left empty stays out of the file, as the data files have it: written as "",
    // the build would refuse it ('is empty'), and a save would add a line for every one.
    output: { omit_empty_optional_fields: true },
    collections: [
      {
        name: 'pages',
        label: 'Pages',
        description: WORDS_HELP,
        i18n: true,
        files: [...under('src/content/pages/'), ...under('src/content/service-pages/')].map(wordsFile),
      },
      {
        name: 'shared',
        label: 'Words on every page',
        description: WORDS_HELP,
        i18n: true,
        files: under('src/content/shared/').map(wordsFile),
      },
      postsCollection(),
      settingsCollection(),
    ],
  };
}
