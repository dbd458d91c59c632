/**
 * The WhatsApp button and the search consoles' codes, as the settings switch them: the button's
 * link and name reach the pages only while the settings show it (and nothing of it otherwise); the
 * consoles' meta tags are on the root page alone. Where it sits and what it leaves clear:
 * test/browser/whatsapp-button.test.ts.
 */
import type { ReactElement } from 'react';
import { checkSettings, type Checked } from '../../scripts/lib/settings/compile';
import { settingsFile } from '../../scripts/lib/settings/files';
import { fieldsOf, jsonSchemaOf } from '../../scripts/lib/cms/fields';
import type { SiteSettings } from '../../src/config/schema/site';
import type { PageMetaContent } from '../../src/content/types/common';
import type { UiStrings } from '../../src/content/types/ui';
import type { RouteKey } from '../../src/routes/route-table';
import type { WhatsAppWords } from '../../src/content/types/whatsapp';
import { builtFixture, builtSettings, fixtureData, withSettings } from '../support/settings-fixtures';

type Load = <M>(module: string) => M;
const locales = ['en', 'ar'] as const;

/** The interface strings and the button's words the build compiles, with the settings given. */
const compiledWith = (site: SiteSettings) =>
  withSettings({ ...builtSettings('template'), site }, (load) => {
    const { compileAll } = load<typeof import('../../scripts/lib/content/compile')>('../../scripts/lib/content/compile');
    const { values, problems } = compileAll();
    expect(problems).toEqual([]);
    const find = <T,>(name: string, locale: string) => values.find((v) => v.collection.name === name && v.locale === locale)?.value as T;
    return Object.fromEntries(locales.map((locale) => [locale, { ui: find<UiStrings>('ui', locale), words: find<WhatsAppWords>('whatsapp', locale) }]));
  });

const on = builtFixture<SiteSettings>('another-owner', 'site');
const off = builtFixture<SiteSettings>('template', 'site');

describe('the WhatsApp button', () => {
  it('is off as the template ships, and on in another owner’s settings, to a number of its own', () => {
    expect(off.whatsappButton).toEqual({ show: false });
    expect(on.whatsappButton.show).toBe(true);
    expect(on.whatsappButton.number).not.toBe(on.contact.phone);
  });

  it.each(locales)('links a chat with its number and the greeting in %s while the settings show it', (locale) => {
    const { ui, words } = compiledWith(on)[locale]!;
    const url = new URL(ui.whatsapp!.href);
    expect({ origin: url.origin, path: url.pathname, text: url.searchParams.get('text'), label: ui.whatsapp!.label }).toEqual({
      origin: 'https://wa.me',
      path: `/${on.whatsappButton.number!.slice(1)}`,
      text: words.greeting,
      label: words.label,
    });
  });

  it('chats on the contact phone when the button names no number of its own', () => {
    const site = builtFixture<SiteSettings>('another-owner', 'site', (data) => (data.whatsappButton.number = ''));
    expect(new URL(compiledWith(site).en!.ui.whatsapp!.href).pathname).toBe(`/${site.contact.phone.slice(1)}`);
  });

  it('carries not a word into the pages while the settings leave it off', () => {
    for (const locale of locales) expect(compiledWith(off)[locale]!.ui).not.toHaveProperty('whatsapp');
  });

  it('draws nothing without its words, and a named link in the page’s language with them', () => {
    withSettings({}, (load: Load) => {
      const { createElement } = load<typeof import('react')>('react');
      const { render } = load<typeof import('@testing-library/react')>('@testing-library/react/pure');
      const { LocaleProvider } = load<typeof import('../../src/i18n/locale-context')>('../../src/i18n/locale-context');
      const { WhatsAppButton } = load<typeof import('../../src/components/layout/whatsapp-button')>('../../src/components/layout/whatsapp-button');
      const ui = load<{ default: UiStrings }>('../../src/content/generated/ar/ui').default;
      const draw = (strings: UiStrings) => render(createElement(LocaleProvider, { locale: 'ar', ui: strings, children: createElement(WhatsAppButton) }) as ReactElement);
      const { whatsapp: _left, ...without } = ui;
      const none = draw(without as UiStrings);
      expect(none.container.innerHTML).toBe('');
      none.unmount();
      const button = { href: 'https://wa.me/971506218834?text=%D9%85%D8%B1%D8%AD%D8%A8%D8%A7%D9%8B', label: 'ابدأ محادثة' };
      const shown = draw({ ...ui, whatsapp: button });
      const link = shown.container.querySelector('a')!;
      expect([link.getAttribute('href'), link.textContent]).toEqual([button.href, `${button.label} ${ui.newTab}`]);
      shown.unmount();
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
      const { LocaleProvider } = load<typeof import('../../src/i18n/locale-context')>('../../src/i18n/locale-context');
      const { SeoHead } = load<typeof import('../../src/components/seo/seo-head')>('../../src/components/seo/seo-head');
      const locale = path === '/ar' || path.startsWith('/ar/') ? 'ar' : 'en';
      const ui = load<{ default: UiStrings }>(`../../src/content/generated/${locale}/ui`).default;
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
