/**
 * README's "Add a page", followed on a throwaway page: its route, its schema, its two words files
 * and its template, and nothing else. The build's page checks then take it (the content compiler,
 * the page registry, the prerender list and the sitemap), and refuse it with one line when a
 * step is left out. The page is written into a copy of the tests' words and of the project's
 * schemas and templates; the route table gains its entry in this test's own copy of the modules.
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CompiledContent } from '../../scripts/lib/content/compile';
import { projectRoot } from '../../scripts/lib/site-root';
import type { RouteDef } from '../../src/routes/route-table';
import { copyOfTestsWords } from '../support/tests-site';

const BUILD_DAY = '2026-11-22';

// 1. The route: in the menu, so the page names itself there (`menuLabel`).
const route: RouteDef = { menu: 'main', path: '/questions', indexed: true };

// 2. The schema, as the recipe writes it, beside the project's own (linked into the copy).
const schemaSource = (fieldsModule: string) => `import { fields, type Output, type Words } from '${fieldsModule}';

export const schema = ({ pageMeta, text }: Words) =>
  fields({
    meta: pageMeta(),
    menuLabel: text({ max: 40 }),
    title: text({ max: 90 }),
    answer: text(),
  });

export type Content = Output<typeof schema>;

export const label = 'Questions page';
`;

// 3 and 4. Its words in English and in Arabic, written as the editor writes them.
const words = {
  en: {
    meta: {
      title: 'Questions about coaching',
      description: 'What a first session is like, how long coaching takes and what it costs: the questions clients ask before they book, answered in plain words.',
      keywords: ['coaching questions'],
    },
    menuLabel: 'Questions',
    title: 'Questions about coaching',
    answer: 'A first session is a conversation about where you are and where you want to be.',
  },
  ar: {
    meta: {
      title: 'أسئلة عن الكوتشينغ',
      description: 'كيف تكون الجلسة الأولى، وكم يستغرق الكوتشينغ، وما تكلفته: الأسئلة التي يطرحها العملاء قبل الحجز، مع إجاباتها بكلمات واضحة وبسيطة لكل من يسأل عنها.',
      keywords: ['أسئلة الكوتشينغ'],
    },
    menuLabel: 'أسئلة',
    title: 'أسئلة عن الكوتشينغ',
    answer: 'الجلسة الأولى حوار عن موقعك اليوم وما تريد أن تصل إليه.',
  },
};

// 5. The template.
const templateSource = `import { PageMeta } from '../../components/seo/page-meta';
import type { Content } from '../../content/schema/questions';
import type { PageProps } from '../../routes/page-types';

export default function QuestionsPage(props: PageProps<Content>) {
  return <PageMeta meta={props.content.meta} page={props} />;
}
`;

type Step = 'route' | 'schema' | 'en' | 'ar' | 'template';

let site: string;
let code: string;

/** The page written by the recipe, less the step left out: the words in a copy of the tests' site, the code in a copy of the project's. */
function writePage(missing?: Step): void {
  site = copyOfTestsWords('add-a-page-');
  code = mkdtempSync(path.join(tmpdir(), 'add-a-page-code-'));
  const schemas = path.join(code, 'src/content/schema');
  const templates = path.join(code, 'src/pages');
  mkdirSync(schemas, { recursive: true });
  mkdirSync(path.join(templates, 'questions'), { recursive: true });
  for (const file of readdirSync(path.join(projectRoot, 'src/content/schema'))) symlinkSync(path.join(projectRoot, 'src/content/schema', file), path.join(schemas, file));
  for (const folder of readdirSync(path.join(projectRoot, 'src/pages'))) symlinkSync(path.join(projectRoot, 'src/pages', folder), path.join(templates, folder));
  if (missing !== 'schema') writeFileSync(path.join(schemas, 'questions.ts'), schemaSource(path.join(projectRoot, 'src/content/schema/fields')));
  const folder = path.join(site, 'src/content/pages/questions');
  mkdirSync(folder, { recursive: true });
  for (const locale of ['en', 'ar'] as const) {
    if (missing !== locale) writeFileSync(path.join(folder, `${locale}.json`), `${JSON.stringify(words[locale], null, 2)}\n`);
  }
  if (missing !== 'template') writeFileSync(path.join(templates, 'questions/questions-page.tsx'), templateSource);
}

interface Checked {
  compiled: CompiledContent;
  pageWordNames: string;
  registered: boolean;
  prerendered: string[];
  sitemap: string[];
}

/** The build's page checks on the copy, with the route table holding the page's route unless it is the step left out. */
function checkPage(missing?: Step): Checked {
  let checked: Checked | undefined;
  jest.isolateModules(() => {
    /* eslint-disable @typescript-eslint/no-require-imports -- a fresh copy of the modules, the route table's entry added before the rest reads it */
    const table = require('../../src/routes/route-table') as typeof import('../../src/routes/route-table');
    if (missing !== 'route') {
      (table.routes as Record<string, RouteDef>).questions = route;
      (table.routeKeys as string[]).push('questions');
      (table.menuKeys as string[]).push('questions');
    }
    const { compileAll } = require('../../scripts/lib/content/compile') as typeof import('../../scripts/lib/content/compile');
    const { pageWordsSource } = require('../../scripts/compile-content') as typeof import('../../scripts/compile-content');
    const { pageRegistry } = require('../../src/app/page-registry') as typeof import('../../src/app/page-registry');
    const { builtPages } = require('../../src/app/prerender-list') as typeof import('../../src/app/prerender-list');
    const { sitemapEntries } = require('../../scripts/lib/sitemap-entries') as typeof import('../../scripts/lib/sitemap-entries');
    /* eslint-enable @typescript-eslint/no-require-imports */
    const compiled = compileAll(site, code);
    checked = {
      compiled,
      pageWordNames: pageWordsSource(compiled.values),
      registered: 'questions' in pageRegistry,
      prerendered: builtPages().map((page) => page.path),
      sitemap: sitemapEntries(BUILD_DAY, []).map((entry) => new URL(entry.url).pathname),
    };
  });
  return checked!;
}

afterEach(() => {
  rmSync(site, { recursive: true, force: true });
  rmSync(code, { recursive: true, force: true });
});

it('takes a page made of its route, its schema, its two words files and its template', () => {
  writePage();
  const { compiled, pageWordNames, registered, prerendered, sitemap } = checkPage();
  expect(compiled.problems).toEqual([]);
  const own = compiled.values.filter(({ collection }) => collection.name === 'questions');
  expect(own.map(({ locale, value }) => [locale, (value as { title: string }).title])).toEqual([
    ['en', words.en.title],
    ['ar', words.ar.title],
  ]);
  // The editor lists it among the pages, under the schema's label.
  expect(own[0]!.collection).toMatchObject({ dir: 'src/content/pages/questions', label: 'Questions page', schemaModule: 'questions' });
  // The menu names it in its own words.
  const ui = compiled.values.find(({ collection, locale }) => collection.name === 'ui' && locale === 'ar')!.value as { nav: Record<string, string> };
  expect(ui.nav.questions).toBe(words.ar.menuLabel);
  // Its words are a chunk of their own, which the registry loads by the route's key.
  expect(pageWordNames).toContain('content-questions-en');
  expect(registered).toBe(true);
  expect(prerendered).toEqual(expect.arrayContaining(['/questions', '/ar/questions']));
  expect(sitemap).toEqual(expect.arrayContaining(['/questions', '/ar/questions']));
});

it.each<[Step, string]>([
  ['route', 'src/content/pages/questions/: no route shows these words: add one to src/routes/route-table.ts'],
  ['schema', 'src/content/pages/questions/: no schema checks its words: add src/content/schema/questions.ts (exports schema, label and the type Content)'],
  ['en', 'src/content/pages/questions/en.json'],
  ['ar', 'src/content/pages/questions/ar.json'],
  ['template', 'src/routes/route-table.ts: questions: its template is missing: src/pages/questions/questions-page.tsx'],
])('refuses the page without its %s, in one line', (missing, line) => {
  writePage(missing);
  const { compiled, prerendered } = checkPage(missing);
  expect(compiled.problems).toEqual([expect.stringContaining(line)]);
  if (missing === 'route') expect(prerendered).not.toContain('/questions');
});
