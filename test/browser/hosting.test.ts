/** What the static host answers, served from dist/ with firebase.json exactly as Firebase Hosting serves it (its 404s: not-found.test.ts). */
import { request } from 'node:http';
import { buildDate } from '../../scripts/lib/build-date';
import { SITEMAP_PATH, sitemapEntries } from '../../scripts/lib/sitemap-entries';
import { originOf } from '../../scripts/lib/origin';
import { serveDist } from '../../scripts/serve-dist';
import { absoluteUrl } from '../../src/seo/urls';
import { head, hosting, openPage, startSite, waitFor, type Site } from './support/site';

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site.close());

describe('redirects', () => {
  const pathRedirects = hosting.redirects.flatMap((r) => (r.source ? [[r.source, r.destination] as const] : []));
  // Every old address, in both languages (the legal pair's second reading among them), lands on a page that answers.
  it.each(pathRedirects)('%s answers 301 to %s, which answers 200', async (source, destination) => {
    const { status, location } = await head(site, source);
    expect(status).toBe(301);
    expect(new URL(location ?? '', site.origin).pathname).toBe(destination);
    expect((await head(site, destination)).status).toBe(200);
  });

  it.each([
    ['/thank-you/', '/thank-you'],
    ['/thank-you.html', '/thank-you'],
    ['/ar/thank-you/', '/ar/thank-you'],
    ['/ar/', '/ar'],
    ['/ar/thank-you.html', '/ar/thank-you'],
    ['/thank-you/index.html', '/thank-you'],
    ['/index.html', '/'],
    ['/ar/index.html', '/ar'],
    ['/about-us/', '/about'],
  ])('keeps one URL form: %s answers 301 to %s', async (source, destination) => {
    const { status, location } = await head(site, source);
    expect(status).toBe(301);
    expect(new URL(location ?? '', site.origin).pathname).toBe(destination);
  });
});

/**
 * A request exactly as written, which fetch would normalise first (`\\` to `/`, dot segments):
 * what a hand-made link or a scanner sends.
 */
function raw(site: Site, target: string): Promise<{ status: number; location?: string; headers: Record<string, unknown> }> {
  const { hostname, port } = new URL(site.origin);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path: target, method: 'GET' }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location, headers: res.headers }));
    });
    req.on('error', reject);
    req.setTimeout(5000, () => req.destroy(new Error(`no answer to ${target}`)));
    req.end();
  });
}

describe('closed doors', () => {
  const hosts = ['//evil.example', '///evil.example', '/\\evil.example', '/%5Cevil.example', '/%5C%5Cevil.example', '//\\evil.example', '/%2F%2Fevil.example', '/%2F/evil.example', '/https://evil.example', '/https:/evil.example', '/http:evil.example', '/%09/evil.example', '/./evil.example', '/.//evil.example', '/ar//evil.example', '/ar/\\evil.example'];
  const tails = ['', '/', '//', '.html', '/index.html', '/x.html', '/x/index.html', '/ar/about.html'];
  const hostile = hosts.flatMap((host) => tails.map((tail) => `${host}${tail}`));

  // Each redirect is followed as a browser would, up to five hops: none may leave the site.
  it(`sends no redirect off the site, for ${hostile.length} hostile addresses`, async () => {
    const left: string[] = [];
    for (const start of hostile) {
      let target = start;
      for (let hop = 0; hop < 5; hop += 1) {
        const { status, location } = await raw(site, target);
        if (status < 300 || status >= 400 || !location) break;
        const next = new URL(location, `${site.origin}${target.startsWith('/') ? '' : '/'}`);
        if (next.origin !== site.origin || /^[/\\]{2}/.test(location)) left.push(`${start} → ${location}`);
        target = next.pathname + next.search;
      }
    }
    expect(left).toEqual([]);
  });

  it.each([
    ['//about', '/about'],
    ['/services//life-coaching', '/services/life-coaching'],
    ['///ar///blog', '/ar/blog'],
    ['//', '/'],
    ['/blog/feed.xml/', '/blog/feed.xml'],
    ['/ar/blog/feed.xml/', '/ar/blog/feed.xml'],
  ])('answers %s with a 301 to the one form, %s (no copy of a page at a second address)', async (start, end) => {
    let target = start;
    const first = await raw(site, target);
    expect(first.status).toBe(301);
    for (let hop = 0; hop < 5; hop += 1) {
      const { status, location } = await raw(site, target);
      if (status !== 301 || !location) break;
      target = new URL(location, site.origin).pathname;
    }
    expect(target).toBe(end);
    expect((await raw(site, target)).status).toBe(200);
  });

  it('sends the security headers with a redirect too', async () => {
    const { status, headers } = await raw(site, '/about-us');
    expect(status).toBe(301);
    expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
  });

  it('survives a burst of malformed requests and goes on serving', async () => {
    const bad = ['/%zz', '/%C0%AF', '/%E0%A4%A', '/a%00b', '/%', `/${'a'.repeat(300)}`, `/blog/${'b'.repeat(2000)}`, '/ar/%ZZ/x.html', '/?q=%zz'];
    const answers = await Promise.all(Array.from({ length: 5 }, () => bad.map((target) => raw(site, target))).flat());
    for (const { status } of answers) expect([400, 404]).toContain(status);
    // Each with the site's own page, in words, not an empty body or a stack trace.
    expect((await head(site, '/%zz')).body).toContain('Oops! Page not found');
    const { page, response } = await openPage(site, '/about');
    expect(response?.status()).toBe(200);
    await page.close();
  });
});

describe('headers', () => {
  it('sends the security headers with every page', async () => {
    const { headers } = await head(site, '/');
    expect(headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('permissions-policy')).toContain('camera=()');
  });

  it('upgrades insecure requests in production and keeps resources to this origin', async () => {
    const production = await serveDist({ headers: 'production' });
    try {
      const { headers } = await fetch(`${originOf(production)}/blog`, { method: 'HEAD' });
      expect(headers.get('content-security-policy')).toMatch(/(^|; )upgrade-insecure-requests($|;)/);
      expect(headers.get('cross-origin-resource-policy')).toBe('same-origin');
    } finally {
      await new Promise((resolve) => production.close(resolve));
    }
  });

  it('leaves that one directive out locally, where WebKit would upgrade http://127.0.0.1 and load nothing', async () => {
    const policy = (await head(site, '/blog')).headers.get('content-security-policy');
    const production = hosting.headers.find((rule) => rule.source === '**')?.headers.find((h) => h.key === 'Content-Security-Policy')?.value ?? '';
    expect(policy).toBe(production.split('; ').filter((directive) => directive !== 'upgrade-insecure-requests').join('; '));
  });

  it('reports what the policy refuses as a problem of the page (the check every page passes)', async () => {
    const { page, problems } = await openPage(site, '/');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.body.append(script);
    });
    await waitFor(() => problems.some((problem) => problem.includes('CSP violation: script-src')));
    expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
    await page.close();
  });

  it('makes HTML revalidate and caches hashed assets for a year', async () => {
    expect((await head(site, '/ar')).headers.get('cache-control')).toBe('no-cache');
    const { page } = await openPage(site, '/');
    const script = await page.$eval('script[type="module"]', (s) => s.getAttribute('src') ?? '');
    await page.close();
    expect(script).toMatch(/^\/assets\/js\/.+\.[0-9a-f]{8}\.js$/);
    expect((await head(site, script)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('serves a favicon', async () => {
    expect((await head(site, '/favicon.svg')).status).toBe(200);
  });
});

describe('files for crawlers', () => {
  it('serves robots.txt: everything allowed, and the sitemap by its absolute address', async () => {
    const { status, headers, body } = await head(site, '/robots.txt');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/^text\/plain/);
    expect(headers.get('cache-control')).toBe('public, max-age=3600');
    expect(body.split('\n')).toEqual(['User-agent: *', 'Allow: /', '', `Sitemap: ${absoluteUrl(SITEMAP_PATH)}`, '']);
  });

  it('serves sitemap.xml: valid XML listing every indexed page with its alternates', async () => {
    const { status, headers, body } = await head(site, SITEMAP_PATH);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/^application\/xml/);
    expect(headers.get('cache-control')).toBe('public, max-age=3600');
    const { page } = await openPage(site, '/');
    const urls = await page.evaluate((xml) => {
      const doc = new DOMParser().parseFromString(xml, 'application/xml');
      if (doc.querySelector('parsererror')) return null;
      return Array.from(doc.getElementsByTagName('url'), (url) => ({
        loc: url.getElementsByTagName('loc')[0]?.textContent,
        lastmod: url.getElementsByTagName('lastmod')[0]?.textContent,
        alternates: Array.from(url.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link'), (link) => link.getAttribute('hreflang')),
      }));
    }, body);
    await page.close();
    const expected = sitemapEntries(buildDate());
    // The very addresses canonical and hreflang name, home included (`…/`), not a normalised spelling.
    expect(urls?.map((url) => [url.loc, url.lastmod])).toEqual(expected.map((entry) => [entry.url, entry.lastmod]));
    expect(urls?.map((url) => url.alternates)).toEqual(expected.map((entry) => entry.links.map((link) => link.lang)));
    // Every listed page answers 200 itself (no redirect, no 404).
    for (const entry of expected) expect({ url: entry.url, status: (await head(site, new URL(entry.url).pathname)).status }).toEqual({ url: entry.url, status: 200 });
  });
});
