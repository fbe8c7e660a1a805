import { act } from '@testing-library/react';
import type { CartItem, Product, VariantRef } from '@glow/contracts';
import { cart, commerce, commerceTexts, session } from '../src';
import { installFetch, product, shopper, token } from '../src/testing';

const crayon: Product = { ...product('p1', 4500), name: 'Matte Lip Crayon' };
const serum: Product = { ...product('p2', 4000), name: 'Glow Serum' };
const shade = (id: string, name: string): VariantRef => ({
  _id: id,
  sku: `GLOW-${id}`,
  options: { Shade: name },
});
const chestnut = shade('v1', 'Chestnut');
const ebony = shade('v2', 'Ebony');

const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

let fetch: ReturnType<typeof installFetch>;
const bodies = () =>
  fetch.mock.calls
    .filter(([url]) => String(url).startsWith('/api/cart/'))
    .map(([url, init]) => [url, JSON.parse((init as RequestInit).body as string) as unknown]);

beforeEach(async () => {
  fetch = installFetch(() => ({ status: 200, body: [] }));
  localStorage.clear();
  act(() => session.login(token, shopper));
  await settle();
  fetch.mockClear();
});

afterEach(() => act(() => session.logout()));

describe('cart calls for a variant', () => {
  it('when a shade is added, changed and removed, then each call names its variant', async () => {
    await commerce.addToCart(crayon, 2, 'product-page', 'v1');
    await commerce.updateCartQuantity(crayon, 3, 'v1');
    await commerce.removeFromCart(crayon, 'v1');

    expect(bodies()).toEqual([
      ['/api/cart/add', { productId: 'p1', variantId: 'v1', quantity: 2 }],
      ['/api/cart/update', { productId: 'p1', variantId: 'v1', quantity: 3 }],
      ['/api/cart/remove', { productId: 'p1', variantId: 'v1' }],
    ]);
  });

  it('when a product without options is added, changed and removed, then the calls are the spec’s, without a variant', async () => {
    await commerce.addToCart(serum);
    await commerce.updateCartQuantity(serum, 3);
    await commerce.removeFromCart(serum);

    expect(bodies()).toEqual([
      ['/api/cart/add', { productId: 'p2', quantity: 1 }],
      ['/api/cart/update', { productId: 'p2', quantity: 3 }],
      ['/api/cart/remove', { productId: 'p2' }],
    ]);
  });
});

describe('a paid order leaves the cart', () => {
  it('when one shade of a product is paid, then only that shade’s line leaves the cart shown', () => {
    const lines: CartItem[] = [
      { product: crayon, quantity: 2, variant: chestnut },
      { product: crayon, quantity: 1, variant: ebony },
      { product: serum, quantity: 1 },
    ];
    act(() => cart.set(lines));

    act(() => cart.takeOutPaid({ orderItems: [{ product: crayon, quantity: 2, variant: chestnut }] }));

    expect(cart.get()).toEqual([lines[1], lines[2]]);
  });
});

describe('the sentence for a missing choice', () => {
  it.each([
    [[{ name: 'Shade' }], 'Please choose a shade'],
    [[{ name: 'Shade' }, { name: 'Size' }], 'Please choose a shade and size'],
  ])('when %j are unchosen, then it reads as the cart service says it', (options, sentence) => {
    expect(commerceTexts.chooseOptions(options)).toBe(sentence);
  });
});
