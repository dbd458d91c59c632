import { readFileSync } from 'node:fs';
import path from 'node:path';
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

  it('sends every .html address to its clean form, index files first', () => {
    const rules = hosting.redirects.filter((r) => r.regex || r.source === '/index.html');
    expect(rules.map((r) => r.destination)).toEqual(['/', '/:dir', '/:page']);
    expect(rules[rules.length - 1]?.regex).toBe('^/(?P<page>.+)\\.html$');
  });

  it('lets the contact form post to the configured form service and nowhere else', () => {
    const csp = header('**', 'Content-Security-Policy') ?? '';
    const formAction = csp.split(';').map((d) => d.trim()).find((d) => d.startsWith('form-action'));
    expect(formAction).toBe(`form-action 'self' ${new URL(site.formEndpoint).origin}`);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('runs scripts from the site itself, and inline only the not-found script, by its hash', () => {
    // The hash follows the script's text: change the script (scripts/lib/not-found-document.ts) and this fails until
    // firebase.json allows the new hash in place of the old one.
    expect(scriptSources(header('**', 'Content-Security-Policy') ?? '')).toEqual(["'self'", scriptHashSource(NOT_FOUND_SCRIPT)]);
  });

  it('caches hashed assets for a year and makes HTML revalidate', () => {
    expect(header('/assets/**', 'Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(header('**', 'Cache-Control')).toBe('no-cache');
  });
});
