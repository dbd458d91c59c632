/** The contact page and its form as a visitor sees and uses them, in both languages; the form service is never called. */
import type { HTTPRequest, Page } from 'puppeteer';
import { mailtoHref, site as config, whatsappHref } from '../../src/config/site';
import arContact from '../../src/content/ar/contact';
import enContact from '../../src/content/en/contact';
import arThankYou from '../../src/content/generated/ar/thank-you';
import enThankYou from '../../src/content/generated/en/thank-you';
import arUi from '../../src/content/generated/ar/ui';
import enUi from '../../src/content/generated/en/ui';
import { pathFor } from '../../src/routes/paths';
import { contrast } from '../support/contrast';
import { allByRole, byRole, linksOf, openPage, startSite, texts, waitFor, type Site } from './support/site';

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site.close());

const form = 'main form';
const ui = { en: enUi, ar: arUi };

/** Every request the page makes to the form service is held here; all others go through. */
async function interceptFormService(page: Page): Promise<HTTPRequest[]> {
  const posts: HTTPRequest[] = [];
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    if (request.url() === config.formEndpoint) posts.push(request);
    else void request.continue();
  });
  return posts;
}

const fill = async (page: Page, values: Record<string, string>) => {
  for (const [name, value] of Object.entries(values)) await page.type(`${form} [name="${name}"]`, value);
};

const visitor = {
  name: 'Layla Haddad',
  email: 'layla@example.org',
  mobile: '+971 50 123 4567',
  message: 'I would like to talk about a career change.\nWhen could we meet?',
};

describe.each([
  ['/contact', 'en', enContact, enThankYou],
  ['/ar/contact', 'ar', arContact, arThankYou],
] as const)('contact at %s', (route, locale, content, thankYou) => {
  it('greets the visitor and gives every other way to reach the business', async () => {
    const { page } = await openPage(site, route);
    expect(await texts(page, 'h1')).toEqual([locale === 'en' ? 'Get in Touch' : content.hero.title]);
    const details = await byRole(page, 'region', { name: content.details.title });
    const channels = await allByRole(page, 'link', { within: details });
    expect(await linksOf(channels)).toEqual([
      { href: mailtoHref, target: null, rel: null },
      { href: whatsappHref, target: '_blank', rel: 'noopener noreferrer' },
    ]);
    // The address and number keep their left-to-right order inside Arabic text: a direction, so found by markup inside each link.
    expect(await Promise.all(channels.map((link) => link.$eval('bdi[dir="ltr"]', (bdi) => bdi.textContent)))).toEqual([
      config.contact.email,
      config.contact.phoneDisplay,
    ]);
    const text = await details.evaluate((section) => section.innerText);
    expect(text).toContain(ui[locale].footer.location);
    expect(text).toContain(content.details.reply);
    await page.close();
  });

  it('is a native POST to the form service with the fields, labels and hints of the spec', async () => {
    const { page } = await openPage(site, route);
    expect(await page.$eval(form, (f) => [f.getAttribute('method'), f.getAttribute('action')])).toEqual(['post', config.formEndpoint]);
    const fields = await page.$$eval(`${form} [name]`, (elements) =>
      elements.map((el) => ({
        name: el.getAttribute('name'),
        type: el instanceof HTMLTextAreaElement ? 'textarea' : el.getAttribute('type'),
        required: el.hasAttribute('required'),
        placeholder: el.getAttribute('placeholder'),
        rows: el.getAttribute('rows'),
        autocomplete: el.getAttribute('autocomplete'),
        dir: el.getAttribute('dir'),
        value: el.getAttribute('type') === 'hidden' ? (el as HTMLInputElement).value : null,
        label: el.id ? document.querySelector<HTMLElement>(`label[for="${el.id}"]`)?.innerText.trim() : null,
      })),
    );
    const field = (name: string, type: string, more: object = {}) => ({
      name, type, required: true, placeholder: null, rows: null, autocomplete: null, dir: null, value: null, label: null, ...more,
    });
    const { labels } = content.form;
    expect(fields).toEqual([
      field('_subject', 'hidden', { required: false, value: content.form.subject }),
      field('_redirect', 'hidden', { required: false, value: `${config.origin}${pathFor('thankYou', locale)}` }),
      field('name', 'text', { autocomplete: 'name', label: `${labels.name} *` }),
      field('email', 'email', { autocomplete: 'email', dir: 'ltr', label: `${labels.email} *` }),
      // No placeholder: its format is a hint that stays (below), where a placeholder would pass for a value typed.
      field('mobile', 'tel', { autocomplete: 'tel', dir: 'ltr', label: `${labels.mobile} *` }),
      field('message', 'textarea', { rows: '6', label: `${labels.message} *` }),
      field('_gotcha', 'text', { required: false, autocomplete: 'off', label: content.form.trapLabel }),
    ]);
    if (locale === 'en') {
      expect(Object.values(labels)).toEqual(['Full Name', 'Email Address', 'Mobile Number', 'Message']);
    }
    expect(content.form.subject).toContain(config.brand[locale]);
    await page.close();
  });

  it('draws the edge of every field at 3:1 or more against the field and what surrounds it (WCAG 1.4.11)', async () => {
    const { page } = await openPage(site, route);
    const fields = await page.$$eval(`${form} :is(input, textarea):not([type="hidden"], [name="_gotcha"])`, (elements) => {
      // The colour a box is seen on: its own background, else the first ancestor's that has one.
      const backdrop = (from: Element | null) => {
        for (let el = from; el; el = el.parentElement) {
          const colour = getComputedStyle(el).backgroundColor;
          if (colour !== 'rgba(0, 0, 0, 0)') return colour;
        }
        return 'rgb(255, 255, 255)';
      };
      return elements.map((el) => {
        const style = getComputedStyle(el);
        return { name: el.getAttribute('name'), width: parseFloat(style.borderTopWidth), border: style.borderTopColor, inside: backdrop(el), outside: backdrop(el.parentElement) };
      });
    });
    expect(fields.map((field) => field.name)).toEqual(['name', 'email', 'mobile', 'message']);
    const faint = fields
      .filter((field) => !(field.width >= 1 && contrast(field.border, field.inside) >= 3 && contrast(field.border, field.outside) >= 3))
      .map((field) => `${field.name}: ${field.width}px ${field.border} on ${field.inside} / ${field.outside}`);
    expect(faint).toEqual([]);
    await page.close();
  });

  it('gives the mobile number’s format as a hint under its label that stays in sight while typing, as the field’s description', async () => {
    const { page } = await openPage(site, route);
    const mobile = `${form} [name="mobile"]`;
    await page.type(mobile, visitor.mobile);
    const descriptions = await page.$eval(mobile, (input) => {
      const label = document.querySelector(`label[for="${input.id}"]`)!.getBoundingClientRect();
      const field = input.getBoundingClientRect();
      return (input.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean).map((id) => {
        const hint = document.getElementById(id);
        if (!hint) return { id, missing: true };
        const box = hint.getBoundingClientRect();
        return {
          text: hint.textContent,
          visible: hint.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && box.height > 0,
          betweenLabelAndField: box.top >= label.bottom - 1 && box.bottom <= field.top + 1,
        };
      });
    });
    const { text, format } = content.form.mobileHint;
    expect(descriptions).toEqual([{ text: `${text} ${format}`, visible: true, betweenLabelAndField: true }]);
    // The format reads left to right inside Arabic text too.
    expect(await page.$eval(`${form} bdi[dir="ltr"]`, (bdi) => bdi.textContent)).toBe(format);
    await page.close();
  });

  it('keeps the spam trap out of sight, out of the tab order and away from screen readers', async () => {
    const { page } = await openPage(site, route);
    const trap = await page.$eval(`${form} [name="_gotcha"]`, (input) => ({
      visible: input.checkVisibility({ opacityProperty: true, visibilityProperty: true }),
      tabIndex: (input as HTMLInputElement).tabIndex,
      hiddenFromAssistiveTech: input.closest('[aria-hidden="true"]') !== null,
    }));
    expect(trap).toEqual({ visible: false, tabIndex: -1, hiddenFromAssistiveTech: true });
    // A keyboard user tabbing through the form meets the four fields and the button, nothing else.
    await page.focus(`${form} [name="name"]`);
    const reached = [await page.evaluate(() => document.activeElement?.getAttribute('name'))];
    for (let i = 0; i < 4; i += 1) {
      await page.keyboard.press('Tab');
      reached.push(await page.evaluate(() => document.activeElement?.getAttribute('name') ?? document.activeElement?.getAttribute('type') ?? null));
    }
    expect(reached).toEqual(['name', 'email', 'mobile', 'message', 'submit']);
    await page.close();
  });

  it('lets the browser stop an incomplete form, and keeps what was typed', async () => {
    const { page } = await openPage(site, route);
    const posts = await interceptFormService(page);
    await page.click(`${form} button[type="submit"]`);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name');

    await fill(page, { name: visitor.name, email: visitor.email, message: visitor.message });
    await page.click(`${form} button[type="submit"]`);
    // Native validation moves to the first field left empty, and nothing is sent.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('mobile');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(posts).toHaveLength(0);
    expect(page.url()).toBe(`${site.origin}${route}`);
    const values = await page.$$eval(`${form} :is(input, textarea):not([type="hidden"])`, (els) =>
      els.map((el) => [el.getAttribute('name'), (el as HTMLInputElement).value]),
    );
    expect(Object.fromEntries(values)).toEqual({ name: visitor.name, email: visitor.email, mobile: '', message: visitor.message, _gotcha: '' });
    await page.close();
  });

  it('posts exactly the expected fields once, however often the button is pressed, then shows the thank-you page', async () => {
    const { page } = await openPage(site, route);
    const posts = await interceptFormService(page);
    await fill(page, visitor);
    // A double press, then a submit by script, all before the first post can leave; then the button's state.
    const button = await page.$eval(form, async (f) => {
      const submit = f.querySelector('button[type="submit"]') as HTMLButtonElement;
      submit.click();
      submit.click();
      (f as HTMLFormElement).requestSubmit();
      await new Promise((resolve) => setTimeout(resolve, 50));
      return [submit.disabled, submit.textContent];
    });
    expect(button).toEqual([true, content.form.sending]);
    await waitFor(() => posts.length > 0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(posts).toHaveLength(1);

    const [post] = posts as [HTTPRequest];
    expect(post.method()).toBe('POST');
    expect(Object.fromEntries(new URLSearchParams(post.postData() ?? ''))).toEqual({
      ...visitor,
      message: visitor.message.replace(/\n/g, '\r\n'),
      _subject: content.form.subject,
      _redirect: `${config.origin}${pathFor('thankYou', locale)}`,
      _gotcha: '',
    });

    // The service answers as such services do: a redirect to _redirect (here, on the test server).
    const arrived = page.waitForNavigation({ waitUntil: 'networkidle0' });
    await post.respond({ status: 303, headers: { location: `${site.origin}${pathFor('thankYou', locale)}` } });
    await arrived;
    expect(new URL(page.url()).pathname).toBe(pathFor('thankYou', locale));
    expect(await texts(page, 'h1')).toEqual([thankYou.title]);
    await page.close();
  });
});

it('submits without JavaScript too: the form is plain HTML', async () => {
  const { page } = await openPage(site, '/ar/contact', { javaScript: false });
  const posts = await interceptFormService(page);
  await fill(page, visitor);
  void page.click(`${form} button[type="submit"]`);
  await waitFor(() => posts.length > 0);
  expect(posts).toHaveLength(1);
  expect(new URLSearchParams(posts[0]?.postData() ?? '').get('_redirect')).toBe(`${config.origin}/ar/thank-you`);
  await posts[0]?.abort();
  await page.close();
});
