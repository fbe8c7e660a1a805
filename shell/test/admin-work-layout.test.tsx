import { act, render, screen, within } from '@testing-library/react';
import { Layout } from '../src/layout';
import { admin, installApi, openAt, signIn, signOut } from './chrome-test-kit';

const noop = () => undefined;

function openLayoutAt(path: string) {
  openAt(path);
  return render(<Layout onSlotsReady={noop} />);
}

function goTo(path: string) {
  act(() => {
    window.history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
}

/** What of the shop's chrome is on the page, by role and name. */
function shopChrome() {
  return {
    footer: screen.queryByRole('contentinfo') !== null,
    newsletter: screen.queryByRole('textbox', { name: /email/i }) !== null,
    contactButtons: screen.queryAllByRole('link', { name: /WhatsApp|Facebook|Instagram/ }).length > 0,
    bottomBar: screen.queryByRole('navigation', { name: 'Quick navigation' }) !== null,
    cookieBanner: screen.queryByRole('region', { name: 'Cookie consent' }) !== null,
    mainNav: screen.queryAllByRole('link', { name: 'Shop' }).length > 0,
  };
}

beforeEach(() => {
  document.cookie = 'consent=; max-age=0; path=/';
  installApi(() => ({ status: 404 }));
});

afterEach(() => signOut());

it('when an admin is in the back office, then a compact top bar has the brand and account menu, and none of the shop chrome shows', async () => {
  openLayoutAt('/admin/users');
  await signIn(admin);

  const bar = screen.getByRole('banner');
  expect(within(bar).getByRole('link', { name: 'Glow home' })).toHaveAttribute('href', '/');
  expect(within(bar).getByRole('button', { name: 'Account menu' })).toBeInTheDocument();
  expect(screen.getAllByRole('banner')).toHaveLength(1);
  expect(shopChrome()).toEqual({
    footer: false,
    newsletter: false,
    contactButtons: false,
    bottomBar: false,
    cookieBanner: false,
    mainNav: false,
  });
  expect(screen.getByRole('region', { name: 'Notifications' })).toBeInTheDocument();
});

it('when a shopper page shows, then the whole shop chrome is there, and leaving for /admin takes it away', async () => {
  openLayoutAt('/about');
  await signIn(admin);
  expect(shopChrome()).toEqual({
    footer: true,
    newsletter: true,
    contactButtons: true,
    bottomBar: true,
    cookieBanner: true,
    mainNav: true,
  });

  goTo('/admin');
  expect(Object.values(shopChrome())).toEqual([false, false, false, false, false, false]);

  goTo('/');
  expect(shopChrome().footer).toBe(true);
  expect(screen.getAllByRole('banner').length).toBeGreaterThan(0);
});
