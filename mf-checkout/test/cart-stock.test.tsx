import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { CartItem, Product, StockShortageAnswer } from '@glow/contracts';
import { Toaster, currency, session, stockShortages, toast } from '@glow/web-kit';
import { WithQueryClient, product, shopper, token } from '@glow/web-kit/testing';
import { CartCheckoutPage } from '../src/cart-checkout-page';
import { CartPage } from '../src/features/cart';
import { installCommerceApi } from './fake-commerce-api';
import { paymentConfig } from './order-fixtures';

const serum: Product = { ...product('p1', 4000), name: 'Argan Oil Serum', stock: 10 };
const polish: Product = { ...product('p2', 2500), name: 'Gel Nail Polish', stock: 10 };
const cream: Product = { ...product('p3', 4500), name: 'Body Cream', stock: null };

const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
const lineOf = (name: string) => screen.getByRole('link', { name }).closest('li') as HTMLElement;

function renderPage(page: ReactNode) {
  act(() => session.login(token, shopper));
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/cart-checkout']}>
      <Toaster />
      {page}
    </MemoryRouter>,
    { wrapper: WithQueryClient },
  );
  return user;
}

beforeEach(() => {
  act(() => session.logout());
  localStorage.clear();
  act(() => toast.clear());
  act(() => stockShortages.clear());
  act(() => currency.setSelected('NGN'));
  delete window.FlutterwaveCheckout;
});

describe('cart lines and the product’s own stock', () => {
  async function openCart(cart: CartItem[]) {
    const api = installCommerceApi({ cart, catalog: cart.map((item) => item.product) });
    const user = renderPage(<CartPage />);
    await settle();
    return { api, user };
  }

  it('when a line holds more than is left, then it says Only N left, stops the stepper and offers to reduce', async () => {
    const { api, user } = await openCart([{ product: { ...serum, stock: 2 }, quantity: 5 }]);
    const line = within(lineOf('Argan Oil Serum'));

    expect(line.getByText('Only 2 left')).toBeInTheDocument();
    const increase = line.getByRole('button', { name: 'Increase quantity of Argan Oil Serum' });
    expect(increase).toBeDisabled();
    expect(increase).toHaveAccessibleDescription('Only 2 left');

    await user.click(line.getByRole('button', { name: /^Reduce to 2/ }));
    await settle();

    expect(api.bodyOf('POST /api/cart/update')).toEqual({ productId: 'p1', quantity: 2 });
    expect(within(lineOf('Argan Oil Serum')).queryByText('Only 2 left')).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Quantity of Argan Oil Serum' })).toHaveTextContent('2');
  });

  it('when a line’s product is sold out, then it says Out of stock, the stepper is off and Remove is there', async () => {
    const { user } = await openCart([{ product: { ...polish, stock: 0 }, quantity: 1 }]);
    const line = within(lineOf('Gel Nail Polish'));

    expect(line.getByText('Out of stock')).toBeInTheDocument();
    expect(line.getByRole('button', { name: 'Increase quantity of Gel Nail Polish' })).toBeDisabled();
    expect(line.getByRole('button', { name: 'Decrease quantity of Gel Nail Polish' })).toBeDisabled();
    expect(line.queryByRole('button', { name: /^Reduce to/ })).not.toBeInTheDocument();

    await user.click(line.getByRole('button', { name: 'Remove Gel Nail Polish' }));
    await settle();
    expect(screen.getByText('Your cart is empty.')).toBeInTheDocument();
  });

  it('when lines are within their stock or not tracked, then they show no stock problem', async () => {
    await openCart([
      { product: { ...serum, stock: 2 }, quantity: 2 },
      { product: cream, quantity: 40 },
    ]);

    expect(screen.queryByText(/left|Out of stock/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Increase quantity of Argan Oil Serum' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Increase quantity of Body Cream' })).toBeEnabled();
  });
});

describe('cart lines and checkout’s stock shortages', () => {
  const shortage: StockShortageAnswer = {
    message: 'Only 2 of Argan Oil Serum left.',
    shortages: [
      { productId: 'p1', name: 'Argan Oil Serum', requested: 5, left: 2 },
      { productId: 'p2', name: 'Gel Nail Polish', requested: 1, left: 0 },
    ],
  };

  async function payNowAndBeShort() {
    const api = installCommerceApi({
      cart: [
        { product: serum, quantity: 5 },
        { product: polish, quantity: 1 },
        { product: cream, quantity: 1 },
      ],
      catalog: [serum, polish, cream],
      routes: {
        'GET /api/shipping-price': () => ({ status: 200, body: { shippingPrice: 1500 } }),
        'GET /api/payments/config': () => ({ status: 200, body: paymentConfig() }),
        'POST /api/orders/checkout': () => ({ status: 409, body: shortage }),
      },
    });
    window.FlutterwaveCheckout = jest.fn() as never;
    const user = renderPage(<CartCheckoutPage />);
    await screen.findByRole('link', { name: 'Argan Oil Serum' });
    expect(screen.queryByText(/left\.|sold out\./)).not.toBeInTheDocument();
    for (const [label, text] of [
      ['Full Name', 'Ada Obi'],
      ['Address', '5 Allen Avenue'],
      ['City', 'Ikeja'],
      ['Postal Code', '100271'],
      ['Phone Number', '08031234567'],
    ] as const)
      await user.type(screen.getByLabelText(label), text);
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    await settle();
    return { api, user };
  }

  it('when checkout answers 409 with shortages, then each affected line shows its sentence and the checkout its message', async () => {
    await payNowAndBeShort();

    expect(
      within(lineOf('Argan Oil Serum')).getByText('Only 2 of Argan Oil Serum left.'),
    ).toBeInTheDocument();
    expect(
      within(lineOf('Gel Nail Polish')).getByText('Sorry, Gel Nail Polish is sold out.'),
    ).toBeInTheDocument();
    expect(within(lineOf('Body Cream')).queryByText(/left|sold out/)).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Only 2 of Argan Oil Serum left.');
    expect(window.FlutterwaveCheckout).not.toHaveBeenCalled();
  });

  it('when the shopper fixes the lines, then the stepper stops at what is left, the sold-out line goes and the sentences with them', async () => {
    const { api, user } = await payNowAndBeShort();
    const serumLine = within(lineOf('Argan Oil Serum'));
    expect(serumLine.getByRole('button', { name: 'Increase quantity of Argan Oil Serum' })).toBeDisabled();
    expect(
      within(lineOf('Gel Nail Polish')).getByRole('button', { name: 'Increase quantity of Gel Nail Polish' }),
    ).toBeDisabled();

    await user.click(serumLine.getByRole('button', { name: /^Reduce to 2/ }));
    await settle();
    await user.click(screen.getByRole('button', { name: 'Remove Gel Nail Polish' }));
    await settle();

    expect(api.bodyOf('POST /api/cart/update')).toEqual({ productId: 'p1', quantity: 2 });
    expect(screen.queryByRole('link', { name: 'Gel Nail Polish' })).not.toBeInTheDocument();
    expect(
      screen.queryByText('Only 2 of Argan Oil Serum left.', { selector: 'li *' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Increase quantity of Argan Oil Serum' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Decrease quantity of Argan Oil Serum' })).toBeEnabled();
  });
});
