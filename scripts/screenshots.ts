/**
 * Full-page screenshots of the built site, served as Firebase would serve it,
 * at four widths (`WIDTHS=375,1440` for fewer): `npm run screenshots [path ...]`. Each is a
 * cold first load (a fresh browser context: no cache, no storage), the visit
 * that must look right.
 * Files land in test-results/screenshots/ (not committed).
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { builtPages } from '../src/app/prerender-list';
import { browse } from './lib/chromium';
import { run } from './lib/run';
import { serveDist } from './serve-dist';

// The widths an art director reviews at: a phone, the narrowest desktop (where the header must
// still hold its links and booking button), a laptop and a large desktop.
const widths = (process.env.WIDTHS ?? '375,1024,1280,1440').split(',').map(Number);
/** `SCREENSHOTS=before npm run screenshots` keeps a set apart, for before/after pairs. */
const outDir = path.resolve(__dirname, '..', 'test-results', process.env.SCREENSHOTS ?? 'screenshots');

async function main() {
  const requested = process.argv.slice(2);
  const paths = requested.length > 0 ? requested : [...builtPages().map((page) => page.path), '/no-such-page', '/ar/no-such-page'];
  await mkdir(outDir, { recursive: true });
  await browse(await serveDist(), async (browser, origin) => {
    for (const route of paths) {
      for (const width of widths) {
        const context = await browser.createBrowserContext();
        const page = await context.newPage();
        await page.setViewport({ width, height: width < 600 ? 812 : 900, deviceScaleFactor: 1 });
        await page.goto(`${origin}${route}`, { waitUntil: 'networkidle0' });
        await page.waitForSelector('html[data-ready]');
        // Walk down the page so lazy images load before the full-page capture.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
            window.scrollTo(0, y);
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
          window.scrollTo(0, 0);
          await document.fonts.ready;
        });
        await page.waitForNetworkIdle();
        const name = `${route === '/' ? 'home' : route.slice(1).replace(/\//g, '_')}-${width}.png`;
        await page.screenshot({ path: path.join(outDir, name), fullPage: true });
        await context.close();
        console.log(path.relative(process.cwd(), path.join(outDir, name)));
      }
    }
  });
}

run(main);
