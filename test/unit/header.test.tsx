import { act, fireEvent, screen, within } from '@testing-library/react';
import { useMenuStore } from '../../src/state/menu-store';
import { renderApp } from '../support/render-app';

beforeEach(() => useMenuStore.setState({ open: false }));

const menuButton = () => screen.getByRole('button', { name: /menu|القائمة/ });

async function openMenu() {
  await act(async () => {
    fireEvent.click(menuButton());
  });
  return screen.getByRole('navigation', { name: /Main|التنقل الرئيسي/ });
}

describe('header', () => {
  it('highlights the link of the current page, and only that one', async () => {
    await renderApp('/about');
    const nav = await openMenu();
    expect(within(nav).getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'Services' })).not.toHaveAttribute('aria-current');
  });

  it('highlights a section on the pages below it', async () => {
    await renderApp('/services/life-coaching');
    const nav = await openMenu();
    expect(within(nav).getByRole('link', { name: 'Services' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens and closes the mobile menu, and closes it when an item is chosen', async () => {
    const { location } = await renderApp('/');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();

    const nav = await openMenu();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    expect(menuButton()).toHaveAccessibleName('Close menu');

    await act(async () => {
      fireEvent.click(within(nav).getByRole('link', { name: 'Contact' }));
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

  it('links every item, the logo and the call to action within Arabic', async () => {
    await renderApp('/ar');
    const nav = await openMenu();
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs.length).toBeGreaterThanOrEqual(10);
    for (const href of hrefs) expect(href).toMatch(/^\/ar(\/|$)/);
    expect(within(nav).getByRole('link', { name: 'احجز جلسة استكشافية مجانية' })).toHaveAttribute('href', '/ar/booking');
    expect(screen.getByRole('link', { name: /الصفحة الرئيسية/ })).toHaveAttribute('href', '/ar');
  });

  it('offers the other language at the matching path', async () => {
    await renderApp('/thank-you');
    expect(screen.getByRole('link', { name: 'العربية' })).toHaveAttribute('href', '/ar/thank-you');
  });

  it('switches from bare /ar to /', async () => {
    await renderApp('/ar');
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/');
  });

  it('starts with a skip link to the main content', async () => {
    await renderApp('/');
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveAttribute('href', '#main');
    expect(document.getElementById('main')).toBeInTheDocument();
  });
});
