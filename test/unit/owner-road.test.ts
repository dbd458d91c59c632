/**
 * @jest-environment node
 */
/**
 * The owner's road, in-process: another owner's real details, as `npm run setup` or the editor
 * writes them (test/fixtures/settings/another-owner: a longer brand, a real number, links, a legal
 * entity in another jurisdiction, other prices and periods, a Firebase project), compiled as the
 * build compiles them (the settings, then the pages' words, the posts and the photo against them),
 * pass the launch check: nothing to correct, "ready"; and so do the pages' words with every field
 * edited to other words (scripts/lib/edited-words.ts). `npm run owner-road` walks it whole, with
 * `npm test`, in a scratch clone.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { editEveryField } from '../../scripts/lib/edited-words';
import { everydayEdits } from '../../scripts/lib/owner-edits';
import { launchProblems, launchReport } from '../../scripts/lib/launch-check';
import { compileSettings } from '../../scripts/lib/settings/compile';
import { settingsText } from '../../scripts/lib/settings/source';
import type { SiteSettings } from '../../src/config/schema/site';
import { TITLE_MAX, titleLength } from '../../src/seo/page-title';
import { projectWith, withSettings } from '../support/settings-fixtures';

/** The project's words with another owner's settings in place, as the editor or setup writes them (nothing else). */
const anotherOwnersProject = (): string => projectWith('another-owner');

/** The settings as the build compiles them from `dir`, by generated module's name; none may be refused. */
function compiled(dir: string): Record<string, unknown> {
  const { values, problems } = compileSettings(dir);
  expect(problems).toEqual([]);
  return Object.fromEntries(values.map(({ entry, value }) => [entry.name, value]));
}

/** What the build would stop on in `dir`, its words checked against its own settings. */
function refusedIn(dir: string): Promise<string[]> {
  const settings = compiled(dir);
  return withSettings(settings, (load) =>
    load<typeof import('../../scripts/lib/build-checks')>('../../scripts/lib/build-checks').buildProblems(dir, (settings.site as SiteSettings).founder.photo),
  );
}

/** What a page's title is as the template writes it with these settings. */
const titleIn = (dir: string, title: string, locale: 'en' | 'ar'): string =>
  withSettings(compiled(dir), (load) => load<typeof import('../../src/seo/page-title')>('../../src/seo/page-title').pageTitle(title, locale));

describe("another owner's real details", () => {
  let dir = '';
  beforeAll(() => {
    dir = anotherOwnersProject();
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('are built without a problem, and the launch check says ready', async () => {
    const refused = await refusedIn(dir);
    expect(refused).toEqual([]);
    expect(launchProblems(dir)).toEqual([]);
    const report = launchReport(dir, { refused });
    expect(report.failed).toBe(false);
    expect(report.lines[0]).toMatch(/^Ready for launch/);
  });

  it('with every field of words edited to other words, and the everyday edits, are still built and ready', async () => {
    const edited = projectWith('another-owner');
    try {
      expect(editEveryField(edited)).toBeGreaterThan(0);
      expect(everydayEdits(edited)).toHaveLength(3);
      const refused = await refusedIn(edited);
      expect(refused).toEqual([]);
      expect(launchReport(edited, { refused }).failed).toBe(false);
    } finally {
      rmSync(edited, { recursive: true, force: true });
    }
  });

  it('a title at its limit takes no brand, and the build takes it', async () => {
    const file = path.join(dir, 'src/content/pages/blog/en.json');
    const before = readFileSync(file, 'utf8');
    const words = JSON.parse(before) as { meta: { title: string } };
    words.meta.title = `${words.meta.title} ${'More Words '.repeat(10)}`.slice(0, TITLE_MAX).trim();
    writeFileSync(file, settingsText(words));
    try {
      expect(await refusedIn(dir)).toEqual([]);
      expect(titleLength(titleIn(dir, words.meta.title, 'en'))).toBeLessThanOrEqual(TITLE_MAX);
    } finally {
      writeFileSync(file, before);
    }
  });

  it('a page the build would stop on is not ready, even for a preview', async () => {
    const file = path.join(dir, 'src/content/pages/blog/en.json');
    const before = readFileSync(file, 'utf8');
    const words = JSON.parse(before) as { meta: { title: string } };
    words.meta.title = 'X'.repeat(TITLE_MAX + 1);
    writeFileSync(file, settingsText(words));
    try {
      const refused = await refusedIn(dir);
      expect(refused).toEqual([`src/content/pages/blog/en.json: meta.title: is ${TITLE_MAX + 1} characters; a search result shows at most ${TITLE_MAX}`]);
      for (const preview of [false, true]) {
        const report = launchReport(dir, { preview, refused });
        expect(report.failed).toBe(true);
        expect(report.lines.some((line) => line.startsWith('Ready for launch'))).toBe(false);
        expect(report.lines).toContain(`  ${refused[0]}`);
      }
    } finally {
      writeFileSync(file, before);
    }
  });
});
