/**
 * @jest-environment node
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  ADMIN_PUBLIC,
  ADMIN_SITE_SUFFIX,
  ADMIN_TARGET,
  EDITOR_HEADERS_SOURCE,
  MOVED_PAGE_POLICY,
  MOVED_PAGE_SCRIPT,
  SITE_TARGET,
  adminSiteId,
  editorAddress,
  movedPage,
  movedWords,
  releasePlan,
  writeReleaseFolder,
} from '../../scripts/lib/admin-site';
import { ADMIN_DIR, ADMIN_SCRIPT } from '../../scripts/lib/cms/admin-files';
import { scriptHashSource, scriptSources } from '../../scripts/lib/not-found-document';

const PROJECT = 'a-coaching-project';
const rcText = `{\n  "projects": {\n    "default": "${PROJECT}"\n  }\n}\n`;

const header = (key: string, value: string) => ({ key, value });
/** firebase.json as served, in little: the site-wide rule, the editor's, and one more. */
const served = {
  hosting: {
    public: 'dist',
    cleanUrls: true,
    trailingSlash: false,
    ignore: ['firebase.json'],
    redirects: [{ source: '/old', destination: '/new', type: 301 }],
    headers: [
      { source: '**', headers: [header('Cache-Control', 'no-cache'), header('Content-Security-Policy', "script-src 'self' https://www.googletagmanager.com"), header('Cross-Origin-Opener-Policy', 'same-origin'), header('X-Frame-Options', 'DENY')] },
      { source: EDITOR_HEADERS_SOURCE, headers: [header('Content-Security-Policy', "script-src 'self'"), header('X-Robots-Tag', 'noindex, nofollow'), header('Cross-Origin-Opener-Policy', 'same-origin-allow-popups')] },
      { source: '/assets/**', headers: [header('Cache-Control', 'immutable')] },
    ],
  },
};
const servedText = `${JSON.stringify(served, null, 2)}\n`;

type Site = { target: string; public: string; headers: { source: string; headers: { key: string; value: string }[] }[]; redirects: unknown[] } & Record<string, unknown>;

describe('the release while Google Analytics is off', () => {
  it('deploys firebase.json and .firebaserc exactly as they are, and no editor address', () => {
    expect(releasePlan(servedText, rcText, false)).toEqual({ firebaseJson: servedText, firebaserc: rcText });
    expect(releasePlan(servedText, undefined, false)).toEqual({ firebaseJson: servedText });
  });
});

describe('the release while Google Analytics is on', () => {
  const plan = releasePlan(servedText, rcText, true);
  const hosting = (JSON.parse(plan.firebaseJson) as { hosting: Site[] }).hosting;
  const [site, admin] = hosting;

  it('names two targets, the site first (a preview\'s first address is the one the editor links to)', () => {
    expect(hosting.map((target) => [target.target, target.public])).toEqual([
      [SITE_TARGET, 'dist'],
      [ADMIN_TARGET, ADMIN_PUBLIC],
    ]);
  });

  it("keeps every rule of the site, the editor's headers made the moved page's: its one script, by its hash", () => {
    const { target, ...rest } = site!;
    expect(target).toBe(SITE_TARGET);
    const moved = { source: EDITOR_HEADERS_SOURCE, headers: [header('Content-Security-Policy', MOVED_PAGE_POLICY), header('X-Robots-Tag', 'noindex, nofollow')] };
    expect(rest).toEqual({ ...served.hosting, headers: served.hosting.headers.map((rule) => (rule.source === EDITOR_HEADERS_SOURCE ? moved : rule)) });
    expect(scriptSources(MOVED_PAGE_POLICY)).toEqual([scriptHashSource(MOVED_PAGE_SCRIPT)]);
  });

  it('gives the editor\'s site the editor\'s policy on every address, over the site-wide headers, and leads / to the editor', () => {
    expect(admin!.headers).toEqual([
      {
        source: '**',
        headers: [header('Cache-Control', 'no-cache'), header('X-Frame-Options', 'DENY'), ...served.hosting.headers[1]!.headers],
      },
    ]);
    expect(admin!.redirects).toEqual([{ source: '/', destination: `/${ADMIN_DIR}`, type: 302 }]);
    expect(admin!.cleanUrls).toBe(true);
    expect(admin!.trailingSlash).toBe(false);
    expect(JSON.stringify(admin)).not.toContain('googletagmanager');
  });

  it(`deploys the site to the project's own site and the editor to the project's ID and "${ADMIN_SITE_SUFFIX}"`, () => {
    expect(JSON.parse(plan.firebaserc!)).toEqual({
      projects: { default: PROJECT },
      targets: { [PROJECT]: { hosting: { [SITE_TARGET]: [PROJECT], [ADMIN_TARGET]: [`${PROJECT}${ADMIN_SITE_SUFFIX}`] } } },
    });
    expect(plan.editor).toBe(`https://${PROJECT}${ADMIN_SITE_SUFFIX}.web.app/${ADMIN_DIR}`);
  });

  it('keeps an editor\'s site the owner named in .firebaserc', () => {
    const named = { projects: { default: PROJECT }, targets: { [PROJECT]: { hosting: { [ADMIN_TARGET]: ['noor-editor'] } } } };
    expect(adminSiteId(named)).toBe('noor-editor');
    expect(releasePlan(servedText, JSON.stringify(named), true).editor).toBe(editorAddress('noor-editor'));
  });

  it('stops, naming the file, when .firebaserc names no project to name the editor\'s site after', () => {
    expect(() => releasePlan(servedText, undefined, true)).toThrow(/\.firebaserc names no Firebase project/);
    expect(() => releasePlan(servedText, '{ "projects": {} }', true)).toThrow(/\.firebaserc names no Firebase project/);
  });
});

describe('the site\'s /admin, once the editor has moved', () => {
  const address = editorAddress(`${PROJECT}${ADMIN_SITE_SUFFIX}`);
  const page = movedPage(address);

  it('links to the editor, in both languages, and goes nowhere by itself', () => {
    expect(page.match(new RegExp(`<a href="${address}"`, 'g'))).toHaveLength(movedWords.length);
    expect(movedWords.map((words) => words.lang)).toEqual(['en', 'ar']);
    for (const words of movedWords) expect(page).toContain(`<section lang="${words.lang}" dir="${words.dir}">\n<h1>${words.title}</h1>`);
    expect(page).not.toMatch(/http-equiv="refresh"|location/i);
    // One script, the one its policy allows.
    expect([...page.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1])).toEqual([MOVED_PAGE_SCRIPT]);
  });

  it("signs the editor out on the site's origin, and leaves the site's own keys", () => {
    // The origin's storage as the editor and the consent banner left it.
    class Storage {
      [key: string]: unknown;
      removeItem(key: string) {
        delete this[key];
      }
    }
    const storage = Object.assign(new Storage(), {
      'sveltia-cms.user': '{"token":"github_pat_x"}',
      'sveltia-cms.prefs': '{}',
      'decap-cms-user': '{"token":"old"}',
      'netlify-cms-user': '{"token":"older"}',
      consent: 'granted',
    });
    new Function('localStorage', MOVED_PAGE_SCRIPT)(storage);
    expect({ ...storage }).toEqual({ consent: 'granted' });
    // Storage switched off: the page still shows.
    expect(() => new Function('localStorage', MOVED_PAGE_SCRIPT)(undefined)).not.toThrow();
  });

  it('is kept out of search engines', () => {
    expect(page).toContain('<meta name="robots" content="noindex, nofollow">');
  });
});

describe('the release folder', () => {
  let dir = '';
  const dist = () => path.join(dir, 'dist');
  const release = () => path.join(dir, 'release');
  const files = (at: string): string[] =>
    readdirSync(at, { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(at, path.join(entry.parentPath, entry.name)))
      .sort();

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'admin-site-'));
    mkdirSync(path.join(dist(), ADMIN_DIR), { recursive: true });
    mkdirSync(path.join(dist(), 'administration'));
    writeFileSync(path.join(dist(), 'index.html'), '<!doctype html>');
    writeFileSync(path.join(dist(), 'favicon.svg'), '<svg/>');
    writeFileSync(path.join(dist(), 'administration', 'index.html'), 'a page of the site');
    writeFileSync(path.join(dist(), ADMIN_DIR, 'index.html'), 'the editor');
    writeFileSync(path.join(dist(), ADMIN_DIR, ADMIN_SCRIPT), 'the editor\'s script');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('holds the site as built, the editor in it, while Google Analytics is off', () => {
    writeReleaseFolder(dist(), release(), releasePlan(servedText, rcText, false));
    expect(readdirSync(release()).sort()).toEqual(['.firebaserc', 'dist', 'firebase.json']);
    expect(files(path.join(release(), 'dist'))).toEqual(files(dist()));
    expect(readFileSync(path.join(release(), 'firebase.json'), 'utf8')).toBe(servedText);
  });

  it('holds the editor beside the site, and none of its files in it, while Google Analytics is on', () => {
    const plan = releasePlan(servedText, rcText, true);
    writeReleaseFolder(dist(), release(), plan);
    expect(readdirSync(release()).sort()).toEqual(['.firebaserc', ADMIN_PUBLIC, 'dist', 'firebase.json']);
    expect(files(path.join(release(), ADMIN_PUBLIC))).toEqual([`${ADMIN_DIR}/index.html`, `${ADMIN_DIR}/${ADMIN_SCRIPT}`, 'favicon.svg'].sort());
    expect(readFileSync(path.join(release(), ADMIN_PUBLIC, ADMIN_DIR, 'index.html'), 'utf8')).toBe('the editor');
    expect(files(path.join(release(), 'dist'))).toEqual(['administration/index.html', `${ADMIN_DIR}/index.html`, 'favicon.svg', 'index.html'].sort());
    expect(readFileSync(path.join(release(), 'dist', ADMIN_DIR, 'index.html'), 'utf8')).toBe(movedPage(plan.editor!));
    expect(existsSync(path.join(release(), 'dist', ADMIN_DIR, ADMIN_SCRIPT))).toBe(false);
  });
});
