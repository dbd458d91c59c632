/**
 * The WhatsApp button and the search consoles' codes, as the settings switch them: the button's
 * link and name in each language while the settings show it, nothing while they do not (and the
 * production build leaves its code out then: webpack.config.ts); the consoles' meta tags on the
 * root page alone. Where it sits and what it leaves clear: test/browser/whatsapp-button.test.ts.
 */
import type { ReactElement } from 'react';
import { checkSettings, type Checked } from '../../scripts/lib/settings/compile';
import { settingsFile } from '../../scripts/lib/settings/files';
import { fieldsOf, jsonSchemaOf } from '../../scripts/lib/cms/fields';
import type { SiteSettings } from '../../src/config/schema/site';
import type { PageMetaContent } from '../../src/content/schema/fields';
import type { Content as UiContent } from '../../src/content/schema/ui';
import type { RouteKey } from '../../src/routes/route-table';
import type { Content as WhatsAppContent } from '../../src/content/schema/whatsapp';
import { builtFixture, builtSettings, fixtureData, withSettings } from '../support/settings-fixtures';

type Load = <M>(module: string) => M;
const locales = ['en', 'ar'] as const;

const on = builtFixture<SiteSettings>('another-owner', 'site');
const off = builtFixture<SiteSettings>('template', 'site');

/** The button as the prerender draws it in `locale`, with these settings: its link's address and text, or nothing. */
const drawn = (site: SiteSettings, locale: (typeof locales)[number]) =>
  withSettings({ ...builtSettings('template'), site }, (load: Load) => {
    const { createElement } = load<typeof import('react')>('react');
    const { render } = load<typeof import('@testing-library/react')>('@testing-library/react/pure');
    const { LocaleProvider } = load<typeof import('../../src/content/ui/locale-context')>('../../src/content/ui/locale-context');
    const { WhatsAppButton } = load<typeof import('../../src/components/layout/whatsapp-button')>('../../src/components/layout/whatsapp-button');
    const ui = load<{ default: UiContent }>(`../../src/content/generated/${locale}/ui`).default;
    const words = load<{ default: WhatsAppContent }>(`../../src/content/generated/${locale}/whatsapp`).default;
    const { container, unmount } = render(createElement(LocaleProvider, { locale, ui, children: createElement(WhatsAppButton) }) as ReactElement);
    const link = container.querySelector('a');
    const found = { html: container.innerHTML, href: link?.getAttribute('href'), text: link?.textContent, words, newTab: ui.newTab };
    unmount();
    return found;
  });

describe('the WhatsApp button', () => {
  it('is off as the template ships, and on in another owner’s settings, to a number of its own', () => {
    expect(off.whatsappButton).toEqual({ show: false });
    expect(on.whatsappButton.show).toBe(true);
    expect(on.whatsappButton.number).not.toBe(on.contact.phone);
  });

  it.each(locales)('links a chat with its number and the greeting in %s, named in that language, while the settings show it', (locale) => {
    const { href, text, words, newTab } = drawn(on, locale);
    const url = new URL(href!);
    expect({ origin: url.origin, path: url.pathname, text: url.searchParams.get('text'), name: text }).toEqual({
      origin: 'https://wa.me',
      path: `/${on.whatsappButton.number!.slice(1)}`,
      text: words.greeting,
      name: `${words.label} ${newTab}`,
    });
  });

  it('chats on the contact phone when the button names no number of its own', () => {
    const site = builtFixture<SiteSettings>('another-owner', 'site', (data) => (data.whatsappButton.number = ''));
    expect(new URL(drawn(site, 'en').href!).pathname).toBe(`/${site.contact.phone.slice(1)}`);
  });

  it.each(locales)('draws nothing in %s while the settings leave it off', (locale) => {
    expect(drawn(off, locale).html).toBe('');
  });

  it('leaves its place empty in a visitor’s page until the prerendered corner or the button is there', () => {
    withSettings({}, (load: Load) => {
      const { createElement } = load<typeof import('react')>('react');
      const { render } = load<typeof import('@testing-library/react')>('@testing-library/react/pure');
      const { WhatsAppCorner } = load<typeof import('../../src/components/layout/whatsapp-corner')>('../../src/components/layout/whatsapp-corner');
      const { container, unmount } = render(createElement(WhatsAppCorner) as ReactElement);
      expect(container.innerHTML).toBe('');
      unmount();
    });
  });

  it('refuses a number that is not an international one, at build and in the editor', () => {
    const problems = (number: string): Checked => checkSettings(settingsFile('site'), { ...fixtureData('another-owner', 'site'), whatsappButton: { show: true, number } });
    expect(problems('+971506218834').ok).toBe(true);
    for (const number of ['050 621 8834', '+97150']) expect(problems(number)).toMatchObject({ ok: false, problems: [expect.stringContaining('whatsappButton.number: ')] });
    expect(editorField('whatsappButton', 'number').pattern).toBeDefined();
  });
});

/** A field of the site settings as the editor's configuration makes it (scripts/lib/cms/config.ts). */
function editorField(...names: string[]): { pattern?: [string, string] } {
  let fields = fieldsOf(jsonSchemaOf(settingsFile('site').schema), { translation: () => undefined }) as { name: string; fields?: unknown[]; pattern?: [string, string] }[];
  let found: (typeof fields)[number] | undefined;
  for (const name of names) {
    found = fields.find((field) => field.name === name);
    fields = (found?.fields ?? []) as typeof fields;
  }
  return found!;
}

describe('the search consoles’ codes', () => {
  const tags = (html: Document) => [...html.head.querySelectorAll('meta[name="google-site-verification"], meta[name="msvalidate.01"]')].map((meta) => [meta.getAttribute('name'), meta.getAttribute('content')]);

  /** The search and share metadata the prerender writes for `path` (a page of `route`), with these settings. */
  const headAt = (site: SiteSettings, path: string, route: RouteKey = 'home') =>
    withSettings({ ...builtSettings('template'), site }, (load: Load) => {
      const { createElement } = load<typeof import('react')>('react');
      const { render } = load<typeof import('@testing-library/react')>('@testing-library/react/pure');
      const { LocaleProvider } = load<typeof import('../../src/content/ui/locale-context')>('../../src/content/ui/locale-context');
      const { SeoHead } = load<typeof import('../../src/components/seo/seo-head')>('../../src/components/seo/seo-head');
      const locale = path === '/ar' || path.startsWith('/ar/') ? 'ar' : 'en';
      const ui = load<{ default: UiContent }>(`../../src/content/generated/${locale}/ui`).default;
      const meta = { title: 'A page', description: 'What the page is about.', keywords: [] } as unknown as PageMetaContent;
      const page = { route, locale, params: {}, path } as const;
      const { unmount } = render(createElement(LocaleProvider, { locale, ui, children: createElement(SeoHead, { meta, title: meta.title, page }) }) as ReactElement);
      const found = tags(document);
      unmount();
      return found;
    });

  it('are meta tags on the root page, where Google and Bing read them', () => {
    expect(headAt(on, '/')).toEqual([
      ['google-site-verification', on.searchConsoles.google],
      ['msvalidate.01', on.searchConsoles.bing],
    ]);
  });

  it('are on no other page, the Arabic home included', () => {
    expect(headAt(on, '/ar')).toEqual([]);
    expect(headAt(on, '/contact', 'contact')).toEqual([]);
  });

  it('are left out while the settings give none, as the template ships', () => {
    expect(off.searchConsoles).toEqual({});
    expect(headAt(off, '/')).toEqual([]);
  });

  it('refuse the whole tag pasted in, at build and at the editor’s field', () => {
    const check = (field: 'google' | 'bing', value: string) =>
      checkSettings(settingsFile('site'), { ...fixtureData('another-owner', 'site'), searchConsoles: { [field]: value } });
    expect(check('google', on.searchConsoles.google!).ok).toBe(true);
    expect(check('bing', on.searchConsoles.bing!).ok).toBe(true);
    expect(check('google', `<meta name="google-site-verification" content="${on.searchConsoles.google}" />`).ok).toBe(false);
    expect(check('bing', `<meta name="msvalidate.01" content="${on.searchConsoles.bing}" />`).ok).toBe(false);
    for (const name of ['google', 'bing']) {
      const [pattern, message] = editorField('searchConsoles', name).pattern!;
      const [, body, flags] = /^\/(.*)\/([a-z]*)$/s.exec(pattern)!;
      const regex = new RegExp(body!, flags);
      expect([regex.test(on.searchConsoles[name as 'google']!), regex.test(`<meta content="${on.searchConsoles[name as 'google']}">`)]).toEqual([true, false]);
      expect(message).toContain('the code alone');
    }
  });
});
