import { readFileSync } from 'node:fs';
import path from 'node:path';
import { EARLY_SCRIPT } from '../../scripts/build/early-script';
import { servedFirebaseJson, withFormAction } from '../../scripts/lib/form-action';
import { hostingConfig } from '../../scripts/lib/local-headers';
import { NOT_FOUND_SCRIPT, scriptHashSource, scriptSources } from '../../scripts/lib/not-found-document';
import { site } from '../../src/config/site';
import { matchRoute } from '../../src/routes/paths';

interface Hosting {
  public: string;
  cleanUrls: boolean;
  trailingSlash: boolean;
  rewrites?: unknown[];
  redirects: { source?: string; regex?: string; destination: string; type: number }[];
  headers: { source: string; headers: { key: string; value: string }[] }[];
}

const hosting: Hosting = JSON.parse(readFileSync(path.join(__dirname, '../../firebase.json'), 'utf8')).hosting;
const header = (source: string, key: string) =>
  hosting.headers.find((rule) => rule.source === source)?.headers.find((h) => h.key === key)?.value;

const formActionOf = (csp: string) => csp.split(';').map((d) => d.trim()).find((d) => d.startsWith('form-action'));

describe('firebase.json', () => {
  it('serves dist with one URL form and no catch-all rewrite (real 404s)', () => {
    expect(hosting.public).toBe('dist');
    expect(hosting.cleanUrls).toBe(true);
    expect(hosting.trailingSlash).toBe(false);
    expect(hosting.rewrites ?? []).toEqual([]);
  });

  it('redirects permanently', () => {
    for (const { type } of hosting.redirects) expect(type).toBe(301);
  });

  it('redirects old addresses, in both languages, to routes of the table', () => {
    const pathRules = hosting.redirects.filter((r) => r.source && r.source !== '/index.html');
    for (const { source = '', destination } of pathRules) {
      expect(matchRoute(source)).toBeNull();
      expect(matchRoute(destination)).not.toBeNull();
      const twin = source.startsWith('/ar/') ? source.slice(3) : `/ar${source}`;
      expect(pathRules.map((r) => r.source)).toContain(twin);
    }
  });

  it.each([
    ['/about-us', '/about'],
    ['/our-services', '/services'],
    ['/services/business-coaching', '/services/business-coaching-consultancy'],
    ['/privacy-policy', '/privacy'],
    ['/terms-conditions', '/terms-and-conditions'],
  ])('sends %s to %s', (source, destination) => {
    expect(hosting.redirects).toContainEqual({ source, destination, type: 301 });
  });

  it('sends every .html address to its clean form, index files last of all', () => {
    const rules = hosting.redirects.filter((r) => r.regex?.includes('html'));
    expect(rules.map((r) => r.destination)).toEqual(['/:dir', '/:page']);
    expect(hosting.redirects.slice(-2)).toEqual(rules);
  });

  // Firebase Hosting reads these with RE2 and superstatic with RE2 or JavaScript: a capture is a
  // run of path segments of safe characters, so it can never begin with / or \ (another host,
  // once the destination puts a slash before it) nor hold a scheme's colon.
  describe.each(hosting.redirects.filter((r) => r.regex).map((r) => [r.regex!, r] as const))('the rule %s', (regex) => {
    const pattern = new RegExp(regex.replace(/\(\?P</g, '(?<'), 'u');
    it.each(['//evil.example/x.html', '//evil.example/index.html', '///evil.example//', '/\\evil.example/x.html', '//\\evil.example/x', '/https://evil.example/x.html', '/https:/evil.example/index.html', '/%2F%2Fevil.example/x.html', '/\t/evil.example/x.html', '/a//\\evil.example', '//evil.example'])(
      'captures nothing that leaves the site from %s',
      (hostile) => {
        const groups = pattern.exec(hostile)?.groups ?? {};
        for (const value of Object.values(groups)) {
          expect(value).toMatch(/^[\w~.-]/);
          expect(value).not.toMatch(/[:\\%\s]|^\.\.?\//);
        }
      },
    );
  });

  it('lets the contact form post to the form service of the settings and nowhere else, as served and deployed', () => {
    // firebase.json names no form service: the settings are the one place it is written.
    expect(formActionOf(header('**', 'Content-Security-Policy') ?? '')).toBe("form-action 'self'");
    const served = servedFirebaseJson();
    const csp = (JSON.parse(served) as { hosting: Hosting }).hosting.headers.find((rule) => rule.source === '**')?.headers.find((h) => h.key === 'Content-Security-Policy')?.value ?? '';
    expect(formActionOf(csp)).toBe(`form-action 'self' ${new URL(site.formEndpoint).origin}`);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    // What the preview server sends is what is deployed.
    expect(hostingConfig()).toEqual(JSON.parse(served).hosting);
    // The editor at /admin posts no form.
    expect(served).toContain("form-action 'none'");
  });

  it("follows the form endpoint's origin and leaves the rest of firebase.json alone", () => {
    const text = readFileSync(path.join(__dirname, '../../firebase.json'), 'utf8');
    const moved = withFormAction(text, 'https://formto.email/f/abcd1234');
    expect(moved).toContain("form-action 'self' https://formto.email;");
    expect(moved.replace(" https://formto.email;", ';')).toBe(text);
  });

  it('runs scripts from the site itself, and inline only the not-found and the faces scripts, by their hashes', () => {
    // A hash follows its script's text: change a script (scripts/lib/not-found-document.ts, scripts/build/early-script.ts)
    // and this fails until firebase.json allows the new hash in place of the old one.
    expect(scriptSources(header('**', 'Content-Security-Policy') ?? '')).toEqual(["'self'", scriptHashSource(NOT_FOUND_SCRIPT), scriptHashSource(EARLY_SCRIPT)]);
  });

  it('caches hashed assets for a year and makes HTML revalidate', () => {
    expect(header('/assets/**', 'Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(header('**', 'Cache-Control')).toBe('no-cache');
  });
});
