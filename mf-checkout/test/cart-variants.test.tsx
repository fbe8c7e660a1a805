import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { CartItem, Product, VariantRef } from '@glow/contracts';
import { ApiError, Toaster, currency, session, stockShortages, toast } from '@glow/web-kit';
import { WithQueryClient, installFetch, product, shopper, token } from '@glow/web-kit/testing';
import { CartPage } from '../src/features/cart';
import { OrderPage } from '../src/features/orders';
import { installCommerceApi } from './fake-commerce-api';
import { order } from './order-fixtures';

const crayon: Product = {
  ...product('p1', 4500),
  name: 'Matte Lip Crayon',
  options: [
    {
      name: 'Shade',
      values: [
        { value: 'Chestnut', swatch: '#8d5524' },
        { value: 'Ebony', swatch: '#3b2219' },
      ],
    },
  ],
};
const shade = (id: string, name: string): VariantRef => ({
  _id: id,
  sku: `GLOW-${id}`,
  options: { Shade: name },
});
const chestnut = shade('v1', 'Chestnut');
const ebony = shade('v2', 'Ebony');
/** As the cart answers a shade's line: the product at that shade's price, stock and pictures. */
const chestnutLine: CartItem = {
  product: { ...crayon, stock: 4, images: [{ url: '/uploads/chestnut.webp', public_id: 'chestnut' }] },
  quantity: 2,
  variant: chestnut,
};
const ebonyLine: CartItem = {
  product: { ...crayon, price: 5000, images: [{ url: '/uploads/ebony.webp', public_id: 'ebony' }] },
  quantity: 1,
  variant: ebony,
};

const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

function renderAt(path: string) {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[path]}>
      <Toaster />
      <Routes>
        <Route path="/cart-checkout" element={<CartPage />} />
        <Route path="/orders/:id" element={<OrderPage />} />
      </Routes>
    </MemoryRouter>,
    { wrapper: WithQueryClient },
  );
  return user;
}

beforeEach(async () => {
  act(() => session.logout());
  localStorage.clear();
  act(() => toast.clear());
  act(() => stockShortages.clear());
  act(() => currency.setSelected('NGN'));
});

async function openCart(lines: CartItem[]) {
  const api = installCommerceApi({ cart: lines, catalog: [crayon] });
  act(() => session.login(token, shopper));
  await settle();
  const user = renderAt('/cart-checkout');
  await settle();
  return { api, user };
}

const lineNamed = (name: string) =>
  within(screen.getByRole('list', { name: 'Cart items' }))
    .getByRole('link', { name })
    .closest('li')!;

describe('cart lines of shades', () => {
  it('when the cart holds two shades of a product, then each line is named with its shade, shows its picture and links to it', async () => {
    await openCart([chestnutLine, ebonyLine]);

    const chestnutItem = lineNamed('Matte Lip Crayon — Shade: Chestnut');
    expect(
      within(chestnutItem).getByRole('link', { name: 'Matte Lip Crayon — Shade: Chestnut' }),
    ).toHaveAttribute('href', '/products/p1?variant=v1');
    expect(within(chestnutItem).getByRole('presentation', { hidden: true })).toHaveAttribute(
      'src',
      '/uploads/chestnut.webp',
    );
    expect(
      within(lineNamed('Matte Lip Crayon — Shade: Ebony')).getByText('₦5,000.00', { selector: 'p > span' }),
    ).toBeInTheDocument();
  });

  it('when a shade’s quantity is changed, then the call names its variant and only that line changes', async () => {
    const { api, user } = await openCart([chestnutLine, ebonyLine]);

    await user.click(
      screen.getByRole('button', { name: 'Increase quantity of Matte Lip Crayon — Shade: Ebony' }),
    );
    await settle();

    expect(api.bodyOf('POST /api/cart/update')).toEqual({ productId: 'p1', variantId: 'v2', quantity: 2 });
    expect(
      screen.getByRole('status', { name: 'Quantity of Matte Lip Crayon — Shade: Ebony' }),
    ).toHaveTextContent('2');
    expect(
      screen.getByRole('status', { name: 'Quantity of Matte Lip Crayon — Shade: Chestnut' }),
    ).toHaveTextContent('2');
  });

  it('when a shade is removed, then the call names its variant and the other shade stays', async () => {
    const { api, user } = await openCart([chestnutLine, ebonyLine]);

    await user.click(screen.getByRole('button', { name: 'Remove Matte Lip Crayon — Shade: Chestnut' }));
    await settle();

    expect(api.bodyOf('POST /api/cart/remove')).toEqual({ productId: 'p1', variantId: 'v1' });
    expect(
      screen.queryByRole('link', { name: 'Matte Lip Crayon — Shade: Chestnut' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Matte Lip Crayon — Shade: Ebony' })).toBeInTheDocument();
  });

  it('when checkout found one shade short, then only that shade’s line says so', async () => {
    await openCart([chestnutLine, ebonyLine]);
    const sentence = 'Sorry, Matte Lip Crayon — Shade: Ebony is sold out.';
    const shortage = {
      productId: 'p1',
      variantId: 'v2',
      name: 'Matte Lip Crayon — Shade: Ebony',
      requested: 1,
      left: 0,
    };

    await act(() =>
      stockShortages
        .follow(
          Promise.reject(
            new ApiError(409, sentence, undefined, { message: sentence, shortages: [shortage] }),
          ),
        )
        .catch(() => undefined),
    );

    expect(within(lineNamed('Matte Lip Crayon — Shade: Ebony')).getByText(sentence)).toBeInTheDocument();
    expect(
      within(lineNamed('Matte Lip Crayon — Shade: Chestnut')).queryByText(/sold out|left/),
    ).not.toBeInTheDocument();
  });
});

describe('order page of shades', () => {
  it('when an order holds two shades of a product, then each item row is named with its shade', async () => {
    const bought = order({
      orderItems: [
        { product: { ...crayon, discountPrice: null }, quantity: 1, variant: chestnut },
        { product: { ...crayon, price: 5000, discountPrice: null }, quantity: 2, variant: ebony },
      ],
    });
    installFetch((url) =>
      url === '/api/orders/o1' ? { status: 200, body: bought } : { status: 200, body: [] },
    );
    act(() => session.login(token, shopper));
    renderAt('/orders/o1');

    const items = await screen.findByRole('region', { name: 'Items' });
    const rows = within(items).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual([
      'Matte Lip Crayon — Shade: Chestnut',
      'Matte Lip Crayon — Shade: Ebony',
    ]);
  });
});
