import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Product } from '@glow/contracts';
import { cart, currency, readToken } from '@glow/web-kit';
import { resetCurrencyForTests } from '@glow/web-kit/testing';
import { act } from 'react';
import { DesktopHeader } from '../src/chrome/header/desktop-header';
import { admin, currentUrl, installApi, openAt, shopper, signIn, signOut } from './chrome-test-kit';

const item = (id: string, quantity: number) => ({ product: { _id: id, price: 1000 } as Product, quantity });

beforeEach(() => {
  localStorage.clear();
  installApi(() => ({ status: 404, body: { message: 'Not found' } }));
  act(() => currency.setSelected('NGN'));
  openAt('/');
});

afterEach(() => {
  signOut();
  act(() => cart.clear());
});

describe('currency dropdown', () => {
  it('when the rates are the shipped snapshot, then the list says of which day', async () => {
    resetCurrencyForTests();
    installApi((url) =>
      url.endsWith('/exchange-rates')
        ? {
            status: 200,
            body: {
              base: 'NGN',
              rates: { NGN: 1, USD: 0.0007 },
              updatedAt: '2026-11-02T00:00:00Z',
              source: 'snapshot',
              stale: true,
            },
          }
        : { status: 404, body: { message: 'Not found' } },
    );
    render(<DesktopHeader />);

    await userEvent.click(screen.getByRole('button', { name: 'Currency NGN' }));

    expect(await screen.findByText('rates of 2 Nov 2026')).toBeInTheDocument();
    act(() => resetCurrencyForTests());
  });

  it('when a currency is chosen, then the list closes, the button shows it and the choice is saved', async () => {
    render(<DesktopHeader />);

    await userEvent.click(screen.getByRole('button', { name: 'Currency NGN' }));
    const list = screen.getByRole('list', { name: 'Currencies' });
    await userEvent.click(within(list).getByRole('button', { name: 'USD' }));

    expect(screen.queryByRole('list', { name: 'Currencies' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Currency USD' })).toHaveAttribute('aria-expanded', 'false');
    expect(localStorage.getItem('selectedCurrency')).toBe('USD');
  });

  it('when Escape is pressed or the page is clicked elsewhere, then the list closes without a change', async () => {
    render(<DesktopHeader />);
    const toggle = screen.getByRole('button', { name: 'Currency NGN' });

    await userEvent.click(toggle);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('list', { name: 'Currencies' })).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();

    await userEvent.click(toggle);
    await userEvent.click(screen.getByRole('navigation', { name: 'Main' }));
    expect(screen.queryByRole('list', { name: 'Currencies' })).not.toBeInTheDocument();
    expect(currency.get().selected).toBe('NGN');
  });
});

describe('account icons', () => {
  it('when a signed-out visitor presses the cart icon, then they are sent to /login', async () => {
    render(<DesktopHeader />);

    for (const name of ['Favourites', 'Orders', 'Inbox', 'Cart'])
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', '/login');
    await userEvent.click(screen.getByRole('link', { name: 'Cart' }));

    expect(currentUrl()).toBe('/login');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });

  it('when a signed-in user presses the orders icon, then the orders page opens', async () => {
    await signIn(shopper);
    render(<DesktopHeader />);

    await userEvent.click(screen.getByRole('link', { name: 'Orders' }));

    expect(currentUrl()).toBe('/orders');
  });

  it('when the cart holds several items, then the cart badge is the sum of their quantities', async () => {
    await signIn(shopper);
    act(() => cart.set([item('p1', 2), item('p2', 3)]));
    render(<DesktopHeader />);

    const cartLink = screen.getByRole('link', { name: 'Cart (5)' });
    expect(cartLink).toHaveTextContent('5');
    expect(screen.getByRole('link', { name: 'Favourites' })).toHaveTextContent(/^Favourites$/);
  });
});

describe('user menu', () => {
  it('when a shopper opens the menu, then it welcomes them by name and has no Admin Panel', async () => {
    await signIn(shopper);
    render(<DesktopHeader />);

    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));

    const menu = screen.getByRole('navigation', { name: 'Account' });
    expect(within(menu).getByText('Welcome, ada')).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(within(menu).getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/orders');
    expect(within(menu).getByRole('link', { name: 'Inbox' })).toHaveAttribute('href', '/inbox');
    expect(within(menu).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Admin Panel' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('when an admin opens the menu, then it offers the Admin Panel', async () => {
    await signIn(admin);
    render(<DesktopHeader />);

    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    await userEvent.click(screen.getByRole('link', { name: 'Admin Panel' }));

    expect(currentUrl()).toBe('/admin');
    expect(screen.queryByText('Welcome, boss')).not.toBeInTheDocument();
  });

  it('when Logout is pressed, then the token is gone, the Login link is back and the page is /login', async () => {
    await signIn(shopper);
    render(<DesktopHeader />);

    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));

    expect(readToken()).toBeNull();
    expect(currentUrl()).toBe('/login');
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });
});
