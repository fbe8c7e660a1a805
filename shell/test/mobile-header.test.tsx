import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { categories, currency } from '@glow/web-kit';
import { MobileHeader } from '../src/chrome/mobile/mobile-header';
import { pageTitle } from '../src/chrome/routing/page-title';
import {
  admin,
  category,
  currentUrl,
  installApi,
  openAt,
  signIn,
  signOut,
  type FakeAnswer,
} from './chrome-test-kit';

function categoriesAnswerLater() {
  let answer: (a: FakeAnswer) => void = () => undefined;
  installApi((url) =>
    url === '/api/categories' ? new Promise<FakeAnswer>((resolve) => (answer = resolve)) : { status: 404 },
  );
  return (a: FakeAnswer) => act(async () => answer(a));
}

describe('mobile header', () => {
  it('when the page is /products, then it shows a back button and the title Shop', async () => {
    openAt('/products?category=Skin%20Care');
    const back = jest.spyOn(window.history, 'back').mockImplementation(() => undefined);
    render(<MobileHeader />);

    expect(screen.getByText('Shop')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open categories' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go back' }));

    expect(back).toHaveBeenCalledTimes(1);
  });

  it('when the page is home, then the hamburger opens the Categories sidebar with its loading text and links', async () => {
    openAt('/');
    const answer = categoriesAnswerLater();
    render(<MobileHeader />);

    expect(screen.queryByRole('button', { name: 'Go back' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open categories' }));
    const sidebar = screen.getByRole('dialog', { name: 'Categories' });
    expect(within(sidebar).getByText('Loading...')).toBeInTheDocument();

    await answer({ status: 200, body: [category('Skin Care'), category('Fragrance')] });
    await userEvent.click(await within(sidebar).findByRole('link', { name: 'Skin Care' }));

    expect(currentUrl()).toBe('/products?category=Skin%20Care');
    expect(screen.queryByRole('dialog', { name: 'Categories' })).not.toBeInTheDocument();
  });

  it('when there are no categories, then the sidebar says so and Escape closes it', async () => {
    openAt('/register');
    const answer = categoriesAnswerLater();
    void categories.reload();
    render(<MobileHeader />);

    await userEvent.click(screen.getByRole('button', { name: 'Open categories' }));
    await answer({ status: 200, body: [] });

    expect(await screen.findByText('No categories available.')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Categories' })).not.toBeInTheDocument();
  });

  it('when the categories fail to load, then the sidebar says Failed to load categories., not that there are none', async () => {
    openAt('/login');
    const answer = categoriesAnswerLater();
    void categories.reload();
    render(<MobileHeader />);

    await userEvent.click(screen.getByRole('button', { name: 'Open categories' }));
    await answer({ status: 500, body: {} });

    const sidebar = screen.getByRole('dialog', { name: 'Categories' });
    expect(await within(sidebar).findByRole('alert')).toHaveTextContent('Failed to load categories.');
    expect(within(sidebar).queryByText('No categories available.')).not.toBeInTheDocument();
  });

  it('when the path changes, then the title follows it', () => {
    expect(pageTitle('/cart-checkout')).toBe('Cart');
    expect(pageTitle('/secure-account')).toBe('Secure Account');
    expect(pageTitle('/orders')).toBe('My Orders');
    expect(pageTitle('/orders/665f1c2e9b1d')).toBe('Order Details');
    expect(pageTitle('/admin/products/new')).toBe('Admin');
    expect(pageTitle('/category/skin-care')).toBe('Category');
    expect(pageTitle('/products/665f1c2e9b1d')).toBe('Product Details');
  });
});

describe('mobile header account and currency', () => {
  beforeEach(() => installApi(() => ({ status: 404 })));
  afterEach(() => signOut());

  it('when a phone visitor is signed out, then the header offers the currency picker and Login', async () => {
    openAt('/about');
    signOut();
    render(<MobileHeader />);

    expect(screen.getByRole('button', { name: 'Currency NGN' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Login' }));
    expect(currentUrl()).toBe('/login');
  });

  it('when a phone user picks a currency, then the header shows it', async () => {
    openAt('/');
    render(<MobileHeader />);

    await userEvent.click(screen.getByRole('button', { name: 'Currency NGN' }));
    await userEvent.click(
      within(screen.getByRole('list', { name: 'Currencies' })).getByRole('button', { name: 'USD' }),
    );

    expect(screen.getByRole('button', { name: 'Currency USD' })).toBeInTheDocument();
    act(() => currency.setSelected('NGN'));
  });

  it('when a signed-in admin opens the account menu, then Profile, My Orders, Admin Panel and Logout are there', async () => {
    openAt('/orders');
    await signIn(admin);
    render(<MobileHeader />);

    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    const menu = screen.getByRole('navigation', { name: 'Account' });
    for (const name of ['Profile', 'My Orders', 'Inbox', 'Admin Panel'])
      expect(within(menu).getByRole('link', { name })).toBeInTheDocument();
    await userEvent.click(within(menu).getByRole('button', { name: 'Logout' }));

    expect(currentUrl()).toBe('/login');
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });
});
