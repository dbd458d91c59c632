/** What the static host answers, served from dist/ with firebase.json exactly as Firebase Hosting serves it. */
import { head, hosting, openPage, startSite, type Site } from './support/site';

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

describe('missing pages', () => {
  it.each(['/nope', '/ABOUT', '/Thank-You', '/ar/nope', '/blog/no-such-post', '/services/%E2%80%AE', '/index.php'])(
    '%s answers 404 with the not-found page',
    async (route) => {
      const { status, body } = await head(site, route);
      expect(status).toBe(404);
      expect(body).toContain('Oops! Page not found');
    },
  );

  it('never echoes script from the address back into the page', async () => {
    const { page, response } = await openPage(site, '/%3Cscript%3Ewindow.pwned%3D1%3C%2Fscript%3E');
    expect(response?.status()).toBe(404);
    expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
    expect(await page.$eval('h1', (h) => h.textContent)).toBe('Oops! Page not found');
    expect(await page.$$eval('script:not([src]):not([type="application/ld+json"])', (s) => s.length)).toBe(0);
    await page.close();
  });

  it('logs the missed path to the console, as the owner asked', async () => {
    const page = await site.browser.newPage();
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    await page.goto(`${site.origin}/old-page`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('html[data-ready]');
    expect(logged).toContain('Page not found: /old-page');
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

  it('makes HTML revalidate and caches hashed assets for a year', async () => {
    expect((await head(site, '/ar')).headers.get('cache-control')).toBe('no-cache');
    const { page } = await openPage(site, '/');
    const script = await page.$eval('script[type="module"]', (s) => s.getAttribute('src') ?? '');
    await page.close();
    expect(script).toMatch(/^\/assets\/js\/.+\.[0-9a-f]{8}\.js$/);
    expect((await head(site, script)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('serves a favicon and robots.txt', async () => {
    expect((await head(site, '/favicon.svg')).status).toBe(200);
    expect((await head(site, '/robots.txt')).body).toContain('User-agent: *');
  });
});
