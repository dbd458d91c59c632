/** Moving between pages with JavaScript: in place, by pathname, and safe when a deploy has replaced the chunks. */
import enAbout from '../../src/content/en/about';
import enServices from '../../src/content/en/services';
import { hydratedInPlace, openPage, startSite, texts, type Site } from './support/site';
import { chunkPath } from '../../scripts/lib/chunk-names';

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site.close());

it.each(['/services?utm_source=newsletter', '/services#how-title', '/ar/services?ref=x'])('lands on %s as its page, hydrated in place', async (route) => {
  const { page, response, problems } = await openPage(site, route);
  expect(response?.status()).toBe(200);
  expect(await texts(page, 'h1')).toHaveLength(1);
  expect(await hydratedInPlace(page)).toBe(true);
  expect(problems).toEqual([]);
  await page.close();
});

it('moves to another page in place, and back', async () => {
  const { page } = await openPage(site, '/services');
  await page.evaluate(() => Object.assign(window, { stillHere: true }));
  await page.click('header nav a[href="/about"]');
  await page.waitForFunction((title) => document.querySelector('h1')?.textContent === title, {}, enAbout.hero.title);
  expect(await page.evaluate(() => document.querySelector('link[rel="canonical"]'))).toBeNull(); // the landing page's no longer applies
  await page.goBack();
  await page.waitForFunction((title) => document.querySelector('h1')?.textContent === title, {}, enServices.hero.title);
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
  await page.close();
});

it('loads the address afresh when the next page’s chunk cannot be fetched (a deploy replaced it)', async () => {
  const { page } = await openPage(site, '/services');
  await page.setRequestInterception(true);
  const aboutChunk = chunkPath('page-about');
  page.on('request', (request) => (new URL(request.url()).pathname === aboutChunk ? request.abort() : request.continue()));
  await page.evaluate(() => Object.assign(window, { stillHere: true }));
  await Promise.all([page.waitForNavigation(), page.click('header nav a[href="/about"]')]);
  expect(new URL(page.url()).pathname).toBe('/about');
  expect(await texts(page, 'h1')).toEqual([enAbout.hero.title]);
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBeUndefined();
  await page.close();
});
