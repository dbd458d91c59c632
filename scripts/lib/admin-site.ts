/**
 * While Google Analytics is on, Google's script runs on every public page (after consent), and
 * the editor, which keeps the owner's GitHub token in the browser, must not share their origin.
 * The release then deploys two Firebase Hosting sites from one project (docs/decisions.md,
 * "a second Firebase Hosting site"): `site`, the public site from dist/, whose /admin only says
 * where the editor went, and `admin`, the editor alone, at /admin of a site of its own. With
 * Google Analytics off, the release is what it always was: one site, the editor at its /admin.
 *
 * The editor's site ID comes from `.firebaserc`: a target `admin` the owner named there, or else
 * the project's ID followed by `-admin` (the going-live guide has the owner create that site).
 */
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ADMIN_DIR } from './cms/admin-dir';
import { adminDocument } from './cms/admin-document';
import { escapeHtml } from './escape-html';
import { scriptHashSource } from './script-hash';

/** The deploy targets, in the order firebase.json lists them: the preview's first address is the site's. */
export const SITE_TARGET = 'site';
export const ADMIN_TARGET = 'admin';
/** The release's folder that holds the editor's site, beside dist/. */
export const ADMIN_PUBLIC = 'admin';
/** What follows the project's ID in the editor's site ID when `.firebaserc` names none. */
export const ADMIN_SITE_SUFFIX = '-admin';

interface Header {
  key: string;
  value: string;
}
interface HeaderRule {
  source: string;
  headers: Header[];
}
type Hosting = Record<string, unknown> & { public?: string; headers?: HeaderRule[]; redirects?: unknown[] };

export interface FirebaseRc {
  projects?: { default?: string };
  targets?: Record<string, { hosting?: Record<string, string[]> }>;
}

/** The rule of firebase.json that gives the editor its own policy, on the site's origin. */
export const EDITOR_HEADERS_SOURCE = `/${ADMIN_DIR}{,/**}`;

const projectOf = (rc: FirebaseRc): string | undefined => {
  const project = rc.projects?.default;
  return typeof project === 'string' && project.trim() !== '' ? project : undefined;
};

/** The Hosting site a target deploys to: the one `.firebaserc` names, or the default. */
const siteOf = (rc: FirebaseRc, project: string, target: string, fallback: string): string => rc.targets?.[project]?.hosting?.[target]?.[0] ?? fallback;

/** The editor's Hosting site ID, or nothing when `.firebaserc` names no project. */
export function adminSiteId(rc: FirebaseRc): string | undefined {
  const project = projectOf(rc);
  return project && siteOf(rc, project, ADMIN_TARGET, `${project}${ADMIN_SITE_SUFFIX}`);
}

/** Where the owner opens the editor once it has a site of its own. */
export const editorAddress = (siteId: string): string => `https://${siteId}.web.app/${ADMIN_DIR}`;

/** `.firebaserc` with both targets named: the site on the project's default site, the editor on its own. */
export function releaseFirebaserc(rc: FirebaseRc): FirebaseRc {
  const project = projectOf(rc);
  if (!project) throw new Error('.firebaserc names no Firebase project (projects.default): with Google Analytics on, the editor\'s Hosting site is named after it; docs/going-live.md, step 4');
  const hosting = { ...rc.targets?.[project]?.hosting, [SITE_TARGET]: [siteOf(rc, project, SITE_TARGET, project)], [ADMIN_TARGET]: [adminSiteId(rc)!] };
  return { ...rc, targets: { ...rc.targets, [project]: { ...rc.targets?.[project], hosting } } };
}

/** One header rule's headers with `over`'s in place of those of the same name, and `over`'s others after. */
const overridden = (base: Header[], over: Header[]): Header[] => {
  const keys = new Set(over.map(({ key }) => key.toLowerCase()));
  return [...base.filter(({ key }) => !keys.has(key.toLowerCase())), ...over];
};

/**
 * The moved page's one script. Before the editor moved, the owner signed in at the site's own
 * /admin, and the editor keeps that sign-in (the GitHub token) in the origin's storage, where
 * Google's script now runs: this removes it, with everything else the editor kept there (its
 * `sveltia-cms.` keys, and the names older editors used), and leaves the site's own (the
 * visitor's consent) alone. The going-live guide has the owner replace the token once as well.
 */
export const MOVED_PAGE_SCRIPT = `(() => {
try {
for (const key of Object.keys(localStorage)) if (key.startsWith('sveltia-cms.') || key === 'decap-cms-user' || key === 'netlify-cms-user') localStorage.removeItem(key);
} catch {}
})();`;

/** The policy of the site's /admin once the editor has moved: its own style and its one script, by its hash. */
export const MOVED_PAGE_POLICY = `default-src 'none'; script-src ${scriptHashSource(MOVED_PAGE_SCRIPT)}; style-src 'unsafe-inline'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

/**
 * The release's firebase.json `hosting` as two targets, from the one site as it is served
 * (./form-action.ts): the site keeps every rule, the editor's headers made the moved page's; the editor's site
 * sends the site-wide headers with the editor's own policy over them on every address, and
 * leads `/` to the editor.
 */
export function twoSites(served: Hosting): Hosting[] {
  const headers = served.headers ?? [];
  const editor = headers.find(({ source }) => source === EDITOR_HEADERS_SOURCE);
  const siteWide = headers.find(({ source }) => source === '**');
  if (!editor || !siteWide) throw new Error(`firebase.json: no "**" or "${EDITOR_HEADERS_SOURCE}" header rule to split into the site's and the editor's`);
  const { redirects: _redirects, headers: _headers, public: _public, rewrites: _rewrites, ...common } = served;
  return [
    {
      target: SITE_TARGET,
      ...served,
      headers: headers.map((rule) =>
        rule === editor ? { source: EDITOR_HEADERS_SOURCE, headers: [{ key: 'Content-Security-Policy', value: MOVED_PAGE_POLICY }, { key: 'X-Robots-Tag', value: 'noindex, nofollow' }] } : rule,
      ),
    },
    {
      target: ADMIN_TARGET,
      ...common,
      public: ADMIN_PUBLIC,
      redirects: [{ source: '/', destination: `/${ADMIN_DIR}`, type: 302 }],
      headers: [{ source: '**', headers: overridden(siteWide.headers, editor.headers) }],
    },
  ];
}

export interface MovedWords {
  lang: string;
  dir: 'ltr' | 'rtl';
  title: string;
  text: string;
  bookmark: string;
}

/**
 * What the site's own /admin says once the editor has moved, in both languages. The owner is its
 * only reader and never edits it, so its words live here, beside the page they make.
 */
export const movedWords: readonly MovedWords[] = [
  {
    lang: 'en',
    dir: 'ltr',
    title: 'The editor has moved',
    text: 'This site counts its visits with Google Analytics, so the editor has an address of its own, apart from the site:',
    bookmark: 'Bookmark it, and sign in there as before.',
  },
  {
    lang: 'ar',
    dir: 'rtl',
    title: 'انتقل المحرر إلى عنوان جديد',
    text: 'يحصي هذا الموقع زياراته عبر Google Analytics، لذلك صار للمحرر عنوان خاص به، منفصل عن الموقع:',
    bookmark: 'احفظه في المفضلة، وسجّل الدخول منه كما كنت تفعل.',
  },
];


/** The site's /admin page while the editor is elsewhere: a link to it, no redirect off the site; its script signs the old editor out. */
export function movedPage(address: string): string {
  const link = `<a href="${escapeHtml(address)}" dir="ltr">${escapeHtml(address)}</a>`;
  return adminDocument({
    title: movedWords.map((words) => words.title).join(' · '),
    head: ['<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.6}section+section{margin-top:2.5rem}</style>'],
    body: movedWords.map((words) =>
      [`<section lang="${words.lang}" dir="${words.dir}">`, `<h1>${escapeHtml(words.title)}</h1>`, `<p>${escapeHtml(words.text)}<br>${link}</p>`, `<p>${escapeHtml(words.bookmark)}</p>`, '</section>'].join('\n'),
    ).concat(`<script>${MOVED_PAGE_SCRIPT}</script>`),
  });
}

export interface ReleasePlan {
  /** firebase.json as deployed. */
  firebaseJson: string;
  /** `.firebaserc` as deployed, or none when the project has none (the launch check says so first). */
  firebaserc?: string;
  /** Where the editor is, while it has a site of its own. */
  editor?: string;
}

/**
 * What the release deploys. Without Google Analytics: the served firebase.json and `.firebaserc`
 * byte for byte. With it: two sites, both targets named, and the editor's address.
 */
export function releasePlan(served: string, firebaserc: string | undefined, googleAnalytics: boolean): ReleasePlan {
  if (!googleAnalytics) return { firebaseJson: served, ...(firebaserc === undefined ? {} : { firebaserc }) };
  const rc = JSON.parse(firebaserc ?? '{}') as FirebaseRc;
  const targeted = releaseFirebaserc(rc);
  const hosting = (JSON.parse(served) as { hosting: Hosting }).hosting;
  return {
    firebaseJson: `${JSON.stringify({ hosting: twoSites(hosting) }, null, 2)}\n`,
    firebaserc: `${JSON.stringify(targeted, null, 2)}\n`,
    editor: editorAddress(adminSiteId(targeted)!),
  };
}

/** The site's icon, which the editor's page and its logo ask its own site for: the one file it takes from the site. */
export const EDITOR_ICON = 'favicon.svg';

/**
 * Writes the release folder from the built `dist`: firebase.json, `.firebaserc` and a copy of the
 * site; while the editor has a site of its own, the editor in `admin/` beside it (still at /admin
 * there) and, in the site's place, the page that points to it.
 */
export function writeReleaseFolder(dist: string, release: string, plan: ReleasePlan): void {
  rmSync(release, { recursive: true, force: true });
  mkdirSync(release);
  writeFileSync(path.join(release, 'firebase.json'), plan.firebaseJson);
  if (plan.firebaserc !== undefined) writeFileSync(path.join(release, '.firebaserc'), plan.firebaserc);
  const editorDir = path.join(dist, ADMIN_DIR);
  cpSync(dist, path.join(release, 'dist'), { recursive: true, filter: (source) => !plan.editor || path.relative(editorDir, source).startsWith('..') });
  if (!plan.editor) return;
  const admin = path.join(release, ADMIN_PUBLIC);
  cpSync(editorDir, path.join(admin, ADMIN_DIR), { recursive: true });
  if (existsSync(path.join(dist, EDITOR_ICON))) cpSync(path.join(dist, EDITOR_ICON), path.join(admin, EDITOR_ICON));
  mkdirSync(path.join(release, 'dist', ADMIN_DIR));
  writeFileSync(path.join(release, 'dist', ADMIN_DIR, 'index.html'), movedPage(plan.editor));
}
