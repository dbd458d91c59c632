/** The contact page and its form as a visitor sees and uses them, in both languages; the form service is never called. */
import type { HTTPRequest, Page, SerializedAXNode } from 'puppeteer';
import { mailtoHref, site as config, whatsappHref } from '../../src/config/site';
import arContact from '../../src/content/generated/ar/contact';
import enContact from '../../src/content/generated/en/contact';
import arThankYou from '../../src/content/generated/ar/thank-you';
import enThankYou from '../../src/content/generated/en/thank-you';
import arUi from '../../src/content/generated/ar/ui';
import enUi from '../../src/content/generated/en/ui';
import { pathFor } from '../../src/routes/paths';
import { colors } from '../../src/styles/theme';
import { contrast } from '../support/contrast';
import { allByRole, axeViolations, byRole, linksOf, openPage, sharedVisit, startSite, texts, waitFor, type Site } from './support/site';
import { specWords } from '../spec/words';

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

/**
 * Fills each field as typing ends: one input event per line (a line break is the Enter key), not
 * one round trip per key; key-by-key typing is tested where it matters (the mobile field's own tests).
 */
const fill = async (page: Page, values: Record<string, string>) => {
  for (const [name, value] of Object.entries(values)) {
    await page.click(`${form} [name="${name}"]`);
    for (const [i, line] of value.split('\n').entries()) {
      if (i > 0) await page.keyboard.press('Enter');
      await page.keyboard.sendCharacter(line);
    }
  }
};

const visitor = {
  name: 'Layla Haddad',
  email: 'layla@example.org',
  mobile: '+971 50 123 4567',
  message: 'I would like to talk about a career change.\nWhen could we meet?',
};

const values = (page: Page) =>
  page
    .$$eval(`${form} :is(input, textarea):not([type="hidden"])`, (els) => els.map((el) => [el.getAttribute('name'), (el as HTMLInputElement).value]))
    .then((pairs) => Object.fromEntries(pairs) as Record<string, string>);

/** The script that shows errors arrives after the app starts (its own chunk); until then the browser's validation guards the form. */
const errorsReady = (page: Page) => page.waitForFunction((selector) => document.querySelector<HTMLFormElement>(selector)?.noValidate === true, {}, form);

/** Each field as assistive technology finds it: read from the accessibility tree, not from attributes. */
async function fieldsAsHeard(page: Page) {
  const heard: Record<string, { name?: string; invalid?: string; description?: string; focused: boolean }> = {};
  for (const name of ['name', 'email', 'mobile', 'message']) {
    const node = await page.accessibility.snapshot({ root: (await page.$(`${form} [name="${name}"]`))!, interestingOnly: false });
    heard[name] = { name: node?.name, invalid: node?.invalid, description: node?.description, focused: node?.focused ?? false };
  }
  return heard;
}

const textOf = (node: SerializedAXNode | null): string =>
  node ? (node.role === 'StaticText' ? node.name ?? '' : (node.children ?? []).map(textOf).join('')) : '';

/** The summary's line as assistive technology has it: its role, how it is announced, its words. */
async function statusAsHeard(page: Page) {
  const node = await page.accessibility.snapshot({ root: (await page.$(`${form} [data-error-summary] [role="status"]`))!, interestingOnly: false });
  return { role: node?.role, live: node?.live, text: textOf(node).trim() };
}

const summaryLine = (page: Page) => page.$eval(`${form} [data-error-summary] [role="status"]`, (line) => (line.textContent ?? '').trim());

const summaryLinks = (page: Page) =>
  page.$$eval(`${form} [data-error-summary] a`, (links) =>
    links.filter((link) => link.checkVisibility()).map((link) => ({ text: (link as HTMLElement).innerText.trim(), href: link.getAttribute('href') })),
  );

/** Where each field's message is seen: under its own box, in which colour, with an icon before it. */
const messagesSeen = (page: Page) =>
  page.$$eval(`${form} :is(input, textarea)[aria-invalid="true"]`, (fields) =>
    fields.map((field) => {
      const message = document.getElementById(`${field.id}-error`)!;
      const box = field.getBoundingClientRect();
      const seen = message.getBoundingClientRect();
      const [r, g, b] = getComputedStyle(message).color.match(/\d+/g)!.map(Number) as [number, number, number];
      return {
        name: field.getAttribute('name'),
        visible: message.checkVisibility() && seen.height > 0,
        underItsField: seen.top >= box.bottom && seen.top - box.bottom < 16 && seen.left < box.right && seen.right > box.left,
        colour: `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`,
        icon: message.querySelector('svg[aria-hidden="true"]')?.checkVisibility() ?? false,
      };
    }),
  );

describe.each([
  ['/contact', 'en', enContact, enThankYou],
  ['/ar/contact', 'ar', arContact, arThankYou],
] as const)('contact at %s', (route, locale, content, thankYou) => {
  // One visit serves the checks that only look (and, last, type into the mobile field); those that
  // send the form or change its state open a page of their own below.
  const look = sharedVisit(() => openPage(site, route));

  it('greets the visitor and gives every other way to reach the business', async () => {
    const { page } = look;
    expect(await texts(page, 'h1')).toEqual([locale === 'en' ? specWords.contact.title : content.hero.title]);
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
  });

  it('is a native POST to the form service with the fields, labels and hints of the spec', async () => {
    const { page } = look;
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
      expect(Object.values(labels)).toEqual(specWords.contact.labels);
    }
    expect(content.form.subject).toContain(config.brand[locale]);
  });

  it('draws the edge of every field at 3:1 or more against the field and what surrounds it (WCAG 1.4.11)', async () => {
    const { page } = look;
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
  });

  it.each([375, 1440])('keeps every field close under its own label at %i px, side by side or not', async (width) => {
    const { page } = look;
    await page.setViewport({ width, height: 900 });
    const gaps = await page.$$eval(`${form} :is(input, textarea):not([type="hidden"]):not([name="_gotcha"])`, (inputs) =>
      inputs.map((input) => {
        const label = document.querySelector(`label[for="${input.id}"]`)!.getBoundingClientRect();
        return Math.round(input.getBoundingClientRect().top - label.bottom);
      }),
    );
    expect(gaps).toHaveLength(4);
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(0);
    for (const gap of gaps) expect(gap).toBeLessThanOrEqual(12);
  });

  it('sets the discovery card’s button on one line on a 375 px phone', async () => {
    const { page } = look;
    await page.setViewport({ width: 375, height: 900 });
    const talk = await byRole(page, 'region', { name: content.talk.title });
    const button = await byRole(page, 'link', { name: content.talk.cta, within: talk });
    const lines = await button.evaluate((link) => {
      const range = document.createRange();
      range.selectNodeContents(link.querySelector('span')!);
      return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size;
    });
    expect(lines).toBe(1);
  });

  it('keeps the spam trap out of sight, out of the tab order and away from screen readers', async () => {
    const { page } = look;
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
  });


  it('gives the mobile number’s format as a hint right under its box that stays in sight while typing, as the field’s description', async () => {
    const { page } = look;
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
          underField: box.top >= field.bottom - 1 && box.top - field.bottom <= 12 && field.top - label.bottom <= 12,
        };
      });
    });
    const { text, format } = content.form.mobileHint;
    expect(descriptions).toEqual([{ text: `${text} ${format}`, visible: true, underField: true }]);
    // The format reads left to right inside Arabic text too.
    expect(await page.$eval(`${form} [id$="-hint"] bdi[dir="ltr"]`, (bdi) => bdi.textContent)).toBe(format);
  });

  it('stops an empty form, says what each field needs in the page’s words, announces it and moves to the first', async () => {
    const { page, problems } = await openPage(site, route);
    const posts = await interceptFormService(page);
    await errorsReady(page);
    await page.click(`${form} button[type="submit"]`);
    const { errors, labels } = content.form;

    // Nothing is sent, and the visitor lands on the first field, which tells them why.
    await waitFor(async () => (await summaryLine(page)) !== '');
    expect(posts).toHaveLength(0);
    expect(page.url()).toBe(`${site.origin}${route}`);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name');

    // As assistive technology has it: each field invalid, its message its description (the mobile's hint kept).
    const { text, format } = content.form.mobileHint;
    expect(await fieldsAsHeard(page)).toEqual({
      name: { name: labels.name, invalid: 'true', description: errors.missing.name, focused: true },
      email: { name: labels.email, invalid: 'true', description: errors.missing.email, focused: false },
      mobile: { name: labels.mobile, invalid: 'true', description: `${errors.missing.mobile} ${text} ${format}`, focused: false },
      message: { name: labels.message, invalid: 'true', description: errors.missing.message, focused: false },
    });
    // The summary: how many, announced politely, and a link to each field with its message.
    expect(await statusAsHeard(page)).toEqual({ role: 'status', live: 'polite', text: errors.summary[3] });
    expect(await summaryLinks(page)).toEqual([
      { text: errors.missing.name, href: '#contact-name' },
      { text: errors.missing.email, href: '#contact-email' },
      { text: errors.missing.mobile, href: '#contact-mobile' },
      { text: errors.missing.message, href: '#contact-message' },
    ]);
    // Each message is seen under its own field, in the danger colour, after an icon (not colour alone).
    expect(await messagesSeen(page)).toEqual(
      ['name', 'email', 'mobile', 'message'].map((name) => ({ name, visible: true, underItsField: true, colour: colors.danger, icon: true })),
    );
    expect(await axeViolations(page)).toEqual([]);

    // A link of the summary takes the visitor to its field.
    await page.click(`${form} [data-error-summary] a[href="#contact-mobile"]`);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('mobile');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('keeps what was typed, counts what is left, and clears each error as soon as its field is right', async () => {
    const { page } = await openPage(site, route);
    const posts = await interceptFormService(page);
    await errorsReady(page);
    const { errors } = content.form;
    await fill(page, { name: visitor.name, email: visitor.email, message: visitor.message });
    await page.click(`${form} button[type="submit"]`);
    await waitFor(async () => (await summaryLine(page)) === errors.summary[0]);
    expect(posts).toHaveLength(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('mobile');
    expect(await values(page)).toEqual({ name: visitor.name, email: visitor.email, mobile: '', message: visitor.message, _gotcha: '' });
    const heard = await fieldsAsHeard(page);
    expect([heard.name?.invalid, heard.email?.invalid, heard.mobile?.invalid, heard.message?.invalid]).toEqual([undefined, undefined, 'true', undefined]);

    // Pressed again with the same problem: the line is spoken again (a live region speaks a change), and reads the same.
    const before = await page.$eval(`${form} [data-error-summary] [role="status"]`, (line) => line.textContent);
    await page.click(`${form} button[type="submit"]`);
    const after = await page.$eval(`${form} [data-error-summary] [role="status"]`, (line) => line.textContent);
    expect(after).not.toBe(before);
    expect(after?.trim()).toBe(before?.trim());

    // Typing the number clears its error at once: no error left, no summary.
    await page.type(`${form} [name="mobile"]`, visitor.mobile);
    expect((await fieldsAsHeard(page)).mobile).toEqual({ name: content.form.labels.mobile, invalid: undefined, description: `${content.form.mobileHint.text} ${content.form.mobileHint.format}`, focused: true });
    expect(await summaryLinks(page)).toEqual([]);
    expect(await summaryLine(page)).toBe('');

    // A field emptied after the first attempt is checked again as the visitor leaves it.
    await page.click(`${form} [name="name"]`, { count: 3 });
    await page.keyboard.press('Backspace');
    expect((await fieldsAsHeard(page)).name?.invalid).toBeUndefined();
    await page.keyboard.press('Tab');
    expect((await fieldsAsHeard(page)).name).toMatchObject({ invalid: 'true', description: errors.missing.name });
    expect(await summaryLine(page)).toBe(errors.summary[0]);
    await page.close();
  });

  it('refuses a number and an address that cannot be one, saying how to write them', async () => {
    const { page } = await openPage(site, route);
    const posts = await interceptFormService(page);
    await errorsReady(page);
    const { errors } = content.form;
    await fill(page, { ...visitor, email: 'a@b', mobile: 'abc123' });
    await page.click(`${form} button[type="submit"]`);
    await waitFor(async () => (await summaryLine(page)) === errors.summary[1]);
    expect(posts).toHaveLength(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('email');
    const says = ({ text, example }: { text: string; example: string }) => `${text} ${example}`;
    const { text, format } = content.form.mobileHint;
    const heard = await fieldsAsHeard(page);
    expect(heard.email).toMatchObject({ invalid: 'true', description: says(errors.format.email) });
    expect(heard.mobile).toMatchObject({ invalid: 'true', description: `${says(errors.format.mobile)} ${text} ${format}` });
    expect(await summaryLinks(page)).toEqual([
      { text: says(errors.format.email), href: '#contact-email' },
      { text: says(errors.format.mobile), href: '#contact-mobile' },
    ]);
    // The examples read left to right inside Arabic text too.
    expect(await page.$$eval(`${form} [id$="-error"]:not([hidden]) bdi[dir="ltr"]`, (els) => els.map((el) => el.textContent))).toEqual([
      errors.format.email.example,
      errors.format.mobile.example,
    ]);
    expect(await values(page)).toEqual({ ...visitor, email: 'a@b', mobile: 'abc123', _gotcha: '' });

    // Put right, the form posts natively, once.
    for (const name of ['email', 'mobile'] as const) {
      await page.click(`${form} [name="${name}"]`, { count: 3 });
      await page.keyboard.press('Backspace');
      await page.type(`${form} [name="${name}"]`, visitor[name]);
    }
    expect(await summaryLine(page)).toBe('');
    // The button locks as the post leaves (read in the page: once the post is on its way, the page is navigating).
    const locked = await page.$eval(`${form} button[type="submit"]`, (button) => {
      // The lock is taken in the submit event, which the click dispatches before it returns.
      (button as HTMLButtonElement).click();
      return (button as HTMLButtonElement).disabled;
    });
    expect(locked).toBe(true);
    await waitFor(() => posts.length > 0);
    expect(posts).toHaveLength(1);
    expect(Object.fromEntries(new URLSearchParams(posts[0]?.postData() ?? ''))).toMatchObject({ email: visitor.email, mobile: visitor.mobile });
    await posts[0]?.abort();
    await page.close();
  });

  it('shows the same errors when the app renders the page (reached by a link from another page)', async () => {
    const { page, problems } = await openPage(site, pathFor('home', locale));
    await page.click(`#site-nav a[href="${route}"]`);
    await page.waitForFunction((title) => document.querySelector('main h1')?.textContent === title, {}, content.hero.title);
    await errorsReady(page);
    await page.click(`${form} button[type="submit"]`);
    const { errors } = content.form;
    await waitFor(async () => (await summaryLine(page)) === errors.summary[3]);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name');
    expect((await fieldsAsHeard(page)).email).toMatchObject({ invalid: 'true', description: errors.missing.email });
    expect(problems).toEqual([]);
    await page.close();
  });

  it('posts exactly the expected fields once, however often the button is pressed, then shows the thank-you page', async () => {
    const { page } = await openPage(site, route);
    const posts = await interceptFormService(page);
    await errorsReady(page);
    await fill(page, visitor);
    // A double press, then a submit by script, all before the first post can leave; then the button's state.
    const button = await page.$eval(form, (f) => {
      const submit = f.querySelector('button[type="submit"]') as HTMLButtonElement;
      submit.click();
      submit.click();
      (f as HTMLFormElement).requestSubmit();
      return [submit.disabled, submit.textContent];
    });
    expect(button).toEqual([true, content.form.sending]);
    await waitFor(() => posts.length > 0);
    // A second post would be a request in flight beside the first, held here: none once the network is quiet but for it.
    await page.waitForNetworkIdle({ idleTime: 300, concurrency: 1 });
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

it('leaves the checks to the browser without JavaScript: the same rules guard the post', async () => {
  const { page } = await openPage(site, '/ar/contact', { javaScript: false });
  const posts = await interceptFormService(page);
  expect(await page.$eval(form, (f) => f.hasAttribute('novalidate'))).toBe(false);
  expect(await page.$eval(form, (f) => (f as HTMLFormElement).checkValidity())).toBe(false);
  await page.click(`${form} button[type="submit"]`);
  // A post would be a request in flight (held by the test): none once the network is quiet.
  await page.waitForNetworkIdle({ idleTime: 300 });
  expect(posts).toHaveLength(0);
  // The patterns compiled (one that does not is ignored) and refuse what the script refuses.
  await fill(page, { ...visitor, email: 'a@b', mobile: 'abc123' });
  const mismatches = await page.$$eval(`${form} :is(input, textarea):not([type="hidden"])`, (fields) =>
    fields.filter((field) => !(field as HTMLInputElement).validity.valid).map((field) => [field.getAttribute('name'), (field as HTMLInputElement).validity.patternMismatch]),
  );
  expect(mismatches).toEqual([['email', true], ['mobile', true]]);
  await page.click(`${form} button[type="submit"]`);
  // A post would be a request in flight (held by the test): none once the network is quiet.
  await page.waitForNetworkIdle({ idleTime: 300 });
  expect(posts).toHaveLength(0);
  await page.close();
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
