import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { Product } from '@glow/contracts';
import { Toaster, currency, session, toast } from '@glow/web-kit';
import { WithQueryClient, installPendingFetch, product, shopper, token } from '@glow/web-kit/testing';
import { CartPage } from '../src/features/cart';
import { installCommerceApi } from './fake-commerce-api';

const lipstick: Product = { ...product('p1', 2500), name: 'Velvet Lipstick', discountPrice: 2000 };
const serum: Product = {
  ...product('p2', 4000.5),
  name: 'Glow Serum',
  images: [{ url: '/uploads/glow-serum.webp', public_id: 'glow-serum' }],
};

const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

function renderCart() {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/cart-checkout']}>
      <Toaster />
      <CartPage />
    </MemoryRouter>,
    { wrapper: WithQueryClient },
  );
  return user;
}

async function signIn() {
  act(() => session.login(token, shopper));
  await settle();
}

beforeEach(() => {
  act(() => session.logout());
  localStorage.clear();
  act(() => toast.clear());
  act(() => currency.setSelected('NGN'));
});

it('when the cart is loading, then a spinner says so', async () => {
  installPendingFetch();
  act(() => session.login(token, shopper));

  renderCart();

  expect(screen.getByRole('status', { name: 'Loading cart...' })).toBeInTheDocument();
});

it('when the cart cannot be loaded, then Failed to load cart. shows and Retry loads it', async () => {
  const api = installCommerceApi({ cart: [{ product: serum, quantity: 1 }], catalog: [serum] });
  api.fail('GET /api/cart');
  await signIn();
  const user = renderCart();
  await settle();

  // The toast, and the page's own notice beside Retry.
  expect(screen.getAllByText('Failed to load cart.')).toHaveLength(2);
  api.heal();
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  await settle();

  expect(screen.getByRole('link', { name: 'Glow Serum' })).toHaveAttribute('href', '/products/p2');
});

it('when the cart is empty, then Your cart is empty. shows with Continue Shopping to /products', async () => {
  installCommerceApi();
  await signIn();
  renderCart();
  await settle();

  expect(screen.getByText('Your cart is empty.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/products');
  expect(screen.getByRole('heading', { level: 1, name: 'Cart and Checkout' })).toBeInTheDocument();
});

it('when the cart holds items, then each line shows its price and discount, and the summary follows the total rule', async () => {
  installCommerceApi({
    cart: [
      { product: lipstick, quantity: 2 },
      { product: serum, quantity: 3 },
    ],
    catalog: [lipstick, serum],
  });
  await signIn();
  renderCart();
  await settle();

  const lines = within(screen.getByRole('list', { name: 'Cart items' })).getAllByRole('listitem');
  expect(lines).toHaveLength(2);
  expect(within(lines[0]!).getByRole('link', { name: 'Velvet Lipstick' })).toHaveAttribute(
    'href',
    '/products/p1',
  );
  expect(within(lines[0]!).getByText('₦2,000.00')).toBeInTheDocument();
  expect(within(lines[0]!).getByText(/₦2,500\.00/).tagName).toBe('DEL');
  expect(within(lines[0]!).getByText('₦4,000.00')).toBeInTheDocument();
  // Without a picture, the spec's cart fallback.
  expect(within(lines[0]!).getByRole('presentation', { hidden: true })).toHaveAttribute(
    'src',
    '/placeholder-image.png',
  );
  expect(within(lines[1]!).getByRole('presentation', { hidden: true })).toHaveAttribute(
    'src',
    '/uploads/glow-serum.webp',
  );
  const summary = screen.getByRole('region', { name: 'Order Summary' });
  // 2 × 2,000 + 3 × 4,000.50
  expect(within(summary).getByText('Subtotal (5 items)').nextSibling).toHaveTextContent('₦16,001.50');
  expect(within(summary).getByText('Calculated at checkout')).toBeInTheDocument();
});

it('when the stepper is used, then decrease is disabled at 1, increase at 99, and a change says Cart updated.', async () => {
  const api = installCommerceApi({
    cart: [
      { product: lipstick, quantity: 1 },
      { product: serum, quantity: 99 },
    ],
    catalog: [lipstick, serum],
  });
  await signIn();
  const user = renderCart();
  await settle();

  expect(screen.getByRole('button', { name: 'Decrease quantity of Velvet Lipstick' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Increase quantity of Glow Serum' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Increase quantity of Velvet Lipstick' }));
  await settle();

  expect(api.bodyOf('POST /api/cart/update')).toEqual({ productId: 'p1', quantity: 2 });
  expect(screen.getByRole('status', { name: 'Quantity of Velvet Lipstick' })).toHaveTextContent('2');
  expect(screen.getByRole('button', { name: 'Decrease quantity of Velvet Lipstick' })).toBeEnabled();
  expect(screen.getByText('Cart updated.')).toBeInTheDocument();
});

it('when a line is removed, then it goes and Removed from cart. shows; a failed remove says so', async () => {
  const api = installCommerceApi({
    cart: [
      { product: lipstick, quantity: 1 },
      { product: serum, quantity: 2 },
    ],
    catalog: [lipstick, serum],
  });
  await signIn();
  const user = renderCart();
  await settle();

  await user.click(screen.getByRole('button', { name: 'Remove Velvet Lipstick' }));
  await settle();
  expect(screen.queryByRole('link', { name: 'Velvet Lipstick' })).not.toBeInTheDocument();
  expect(screen.getByText('Removed from cart.')).toBeInTheDocument();

  api.fail('POST /api/cart/remove');
  await user.click(screen.getByRole('button', { name: 'Remove Glow Serum' }));
  await settle();
  expect(screen.getByRole('link', { name: 'Glow Serum' })).toBeInTheDocument();
  expect(screen.getByText('Failed to remove from cart.')).toBeInTheDocument();
});

it('when Clear cart is confirmed, then the cart empties and Cart cleared. shows; cancelling keeps it', async () => {
  const api = installCommerceApi({ cart: [{ product: serum, quantity: 2 }], catalog: [serum] });
  await signIn();
  const user = renderCart();
  await settle();

  await user.click(screen.getByRole('button', { name: 'Clear cart' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
  expect(api.calls()).not.toContain('DELETE /api/cart');

  await user.click(screen.getByRole('button', { name: 'Clear cart' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Clear cart' }));
  await settle();

  expect(api.calls()).toContain('DELETE /api/cart');
  expect(screen.getByText('Your cart is empty.')).toBeInTheDocument();
  expect(screen.getByText('Cart cleared.')).toBeInTheDocument();
});
