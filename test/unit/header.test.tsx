import { act, fireEvent, screen, within } from '@testing-library/react';
import arUi from '../../src/content/generated/ar/ui';
import enUi from '../../src/content/generated/en/ui';
import { headerNav } from '../../src/components/layout/nav-items';
import { legal } from '../../src/config/legal';
import { menuStore } from '../../src/state/menu-store';
import { specWords } from '../spec/words';
import { renderApp } from '../support/render-app';

beforeEach(() => menuStore.setState({ open: false }));

const menuButton = () => screen.getByRole('button', { name: new RegExp([enUi.menu.open, enUi.menu.close, arUi.menu.open, arUi.menu.close].join('|')) });

async function openMenu() {
  await act(async () => {
    fireEvent.click(menuButton());
  });
  return screen.getByRole('navigation', { name: new RegExp(`^(${enUi.nav.label}|${arUi.nav.label})$`) });
}

describe('header', () => {
  it('highlights the link of the current page, and only that one', async () => {
    await renderApp('/about');
    const nav = await openMenu();
    expect(within(nav).getByRole('link', { name: enUi.nav.about })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: enUi.nav.home })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: enUi.nav.services })).not.toHaveAttribute('aria-current');
  });

  it('highlights a section on the pages below it', async () => {
    await renderApp('/services/life-coaching');
    const nav = await openMenu();
    expect(within(nav).getByRole('link', { name: enUi.nav.services })).toHaveAttribute('aria-current', 'page');
  });

  it('opens and closes the mobile menu, and closes it when an item is chosen', async () => {
    const { location } = await renderApp('/');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: enUi.nav.label })).not.toBeInTheDocument();

    const nav = await openMenu();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    expect(menuButton()).toHaveAccessibleName(enUi.menu.close);

    await act(async () => {
      fireEvent.click(within(nav).getByRole('link', { name: enUi.nav.contact }));
    });
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(location.history?.at(-1)).toBe('/contact');
  });

  it('closes the menu on Escape', async () => {
    await renderApp('/');
    await openMenu();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the menu on a click outside the header, not on one inside it', async () => {
    await renderApp('/');
    const nav = await openMenu();
    fireEvent.click(nav);
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    await act(async () => {
      fireEvent.click(screen.getByRole('main'));
    });
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    // The button opens it again, and closes it, by itself.
    await openMenu();
    await act(async () => {
      fireEvent.click(menuButton());
    });
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('links every item, the logo and the call to action within Arabic', async () => {
    await renderApp('/ar');
    const nav = await openMenu();
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs.length).toBeGreaterThanOrEqual(headerNav.length + 1);
    for (const href of hrefs) expect(href).toMatch(/^\/ar(\/|$)/);
    expect(within(nav).getByRole('link', { name: specWords.header.cta.ar })).toHaveAttribute('href', '/ar/booking');
    expect(screen.getByRole('link', { name: arUi.logoLabel })).toHaveAttribute('href', '/ar');
  });

  it('offers the other language at the matching path', async () => {
    await renderApp('/thank-you');
    expect(screen.getByRole('link', { name: enUi.languageSwitch.label })).toHaveAttribute('href', '/ar/thank-you');
  });

  // The label is Arabic and marked so; the hint is in the page's language, so it must not sit inside lang="ar".
  it('marks only the label as the other language, not its hint', async () => {
    await renderApp('/about');
    const link = screen.getByRole('link', { name: enUi.languageSwitch.label });
    expect(link).toHaveAttribute('title', enUi.languageSwitch.hint);
    expect(link.closest('[lang="ar"]')).toBeNull();
    expect(screen.getByText(enUi.languageSwitch.label)).toHaveAttribute('lang', 'ar');
  });

  it('switches from bare /ar to /', async () => {
    await renderApp('/ar');
    expect(screen.getByRole('link', { name: arUi.languageSwitch.label })).toHaveAttribute('href', '/');
  });

  it('starts with a skip link to the main content', async () => {
    await renderApp('/');
    const skip = screen.getByRole('link', { name: enUi.skipToContent });
    expect(skip).toHaveAttribute('href', '#main');
    expect(document.getElementById('main')).toBeInTheDocument();
  });
});

describe('footer', () => {
  it.each([['/', 'en'], ['/ar', 'ar']] as const)('names on %s who the client contracts with and the licence, from the legal settings', async (path, locale) => {
    await renderApp(path);
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(legal.entity[locale]);
    expect(footer).toHaveTextContent(legal.licenceNumber);
    expect(footer).toHaveTextContent(legal.licenceAuthority[locale]);
  });
});
