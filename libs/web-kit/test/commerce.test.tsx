import { act, renderHook } from '@testing-library/react';
import type { CartItem, Product } from '@glow/contracts';
import { badges, cart, commerce, favourites, session, useCart, useIsFavourite } from '../src';
import { toastStore } from '../src/toast/toast-store';
import { installFetch, product, shopper, token, type FakeAnswer } from '../src/testing';

const lipstick: Product = { ...product('p1', 1000), name: 'Velvet Lipstick' };
const serum: Product = { ...product('p2', 4000), name: 'Glow Serum' };

const toasts = () => toastStore.get().map(({ kind, text }) => `${kind}: ${text}`);
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

/** The cart and favourites server: every call answers the full list; `failing` calls answer 500. */
function installServer(failing: string[] = [], start: { cart?: CartItem[]; favourites?: Product[] } = {}) {
  let lines = [...(start.cart ?? [])];
  let liked = [...(start.favourites ?? [])];
  const byId = (id: string) => [lipstick, serum].find((p) => p._id === id)!;
  return installFetch((url, init): FakeAnswer => {
    const call = `${init.method} ${url}`;
    if (failing.includes(call)) return { status: 500 };
    const { productId, quantity = 1 } = JSON.parse((init.body as string) ?? '{}') as {
      productId: string;
      quantity?: number;
    };
    if (call === 'POST /api/cart/add') lines = [...lines, { product: byId(productId), quantity }];
    if (call === 'POST /api/cart/update')
      lines = lines.map((l) => (l.product._id === productId ? { ...l, quantity } : l));
    if (call === 'POST /api/cart/remove') lines = lines.filter((l) => l.product._id !== productId);
    if (call === 'DELETE /api/cart') lines = [];
    if (call === 'POST /api/favourites/add') liked = [...liked, byId(productId)];
    if (call === 'POST /api/favourites/remove') liked = liked.filter((p) => p._id !== productId);
    return { status: 200, body: url.startsWith('/api/cart') ? lines : liked };
  });
}

async function signIn() {
  act(() => session.login(token, shopper));
  await settle();
}

beforeEach(() => {
  installFetch(() => ({ status: 200, body: [] }));
  act(() => session.logout());
  localStorage.clear();
  act(() => toastStore.set([]));
  window.history.replaceState(null, '', '/products');
});

describe('add to cart', () => {
  it('when a visitor adds to the cart, then they are sent to /login and nothing is called', async () => {
    const fetch = installServer();

    await act(() => commerce.addToCart(lipstick));

    expect(window.location.pathname).toBe('/login');
    expect(fetch).not.toHaveBeenCalled();
    expect(toasts()).toEqual([]);
  });

  it('when a shopper adds 2 on the product page, then the server gets them, the cart and its mirror follow and Added to cart shows', async () => {
    const fetch = installServer();
    await signIn();
    const { result } = renderHook(() => useCart());

    await act(() => commerce.addToCart(lipstick, 2, 'product-page'));

    const [url, init] = fetch.mock.calls.at(-1)!;
    expect(url).toBe('/api/cart/add');
    expect(JSON.parse(init.body as string)).toEqual({ productId: 'p1', quantity: 2 });
    expect(result.current).toEqual([{ product: lipstick, quantity: 2 }]);
    expect(JSON.parse(localStorage.getItem('cart')!).items).toEqual(result.current);
    expect(toasts()).toEqual(['success: Added to cart']);
  });

  it.each([
    ['card', 'Failed to add to cart'],
    ['product-page', 'Failed to add to cart.'],
  ] as const)(
    'when adding from the %s fails, then %s shows and the cart is unchanged',
    async (source, text) => {
      installServer(['POST /api/cart/add']);
      await signIn();

      await act(() => commerce.addToCart(lipstick, 1, source));

      expect(cart.get()).toEqual([]);
      expect(toasts()).toEqual([`error: ${text}`]);
    },
  );

  it('when the server refuses with a message of its own, then that message shows', async () => {
    installFetch((url) =>
      url === '/api/cart/add'
        ? { status: 400, body: { message: 'Only 3 left in stock' } }
        : { status: 200, body: [] },
    );
    await signIn();

    await act(() => commerce.addToCart(lipstick, 5, 'product-page'));

    expect(toasts()).toEqual(['error: Only 3 left in stock']);
  });
});

describe('cart page actions', () => {
  const start = { cart: [{ product: lipstick, quantity: 2 }] };

  it('when the quantity is updated, a line removed and the cart cleared, then each success says so', async () => {
    installServer([], start);
    await signIn();

    await act(() => commerce.updateCartQuantity(lipstick, 3));
    expect(cart.get()).toEqual([{ product: lipstick, quantity: 3 }]);
    await act(() => commerce.removeFromCart(lipstick));
    expect(cart.get()).toEqual([]);
    await act(() => commerce.clearCart());

    expect(toasts()).toEqual([
      'success: Cart updated.',
      'success: Removed from cart.',
      'success: Cart cleared.',
    ]);
  });

  it('when update, remove and clear fail, then each failure says so and the cart stays', async () => {
    installServer(['POST /api/cart/update', 'POST /api/cart/remove', 'DELETE /api/cart'], start);
    await signIn();

    await act(() => commerce.updateCartQuantity(lipstick, 3));
    await act(() => commerce.removeFromCart(lipstick));
    await act(() => commerce.clearCart());

    expect(cart.get()).toEqual(start.cart);
    expect(toasts()).toEqual([
      'error: Failed to update cart.',
      'error: Failed to remove from cart.',
      'error: Failed to clear the cart.',
    ]);
  });
});

describe('favourites', () => {
  it('when a visitor toggles a favourite, then Please log in to manage your favourites. shows', async () => {
    const fetch = installServer();

    await act(() => commerce.toggleFavourite(lipstick));

    expect(toasts()).toEqual(['warning: Please log in to manage your favourites.']);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('when a shopper toggles a product twice, then it is added then removed, the heart and badge follow', async () => {
    installServer();
    await signIn();
    const { result } = renderHook(() => useIsFavourite('p1'));

    await act(() => commerce.toggleFavourite(lipstick));
    expect(result.current).toBe(true);
    expect(badges.get().favourites).toBe(1);

    await act(() => commerce.toggleFavourite(lipstick));
    expect(result.current).toBe(false);
    expect(badges.get().favourites).toBe(0);
    expect(toasts()).toEqual([
      'success: Velvet Lipstick added to favorites',
      'success: Velvet Lipstick removed from favorites',
    ]);
  });

  it('when the favourites load on sign-in, then the hearts and the badge show them; logging out empties them', async () => {
    installServer([], { favourites: [serum] });
    await signIn();
    const { result } = renderHook(() => useIsFavourite('p2'));

    expect(result.current).toBe(true);
    expect(commerce.isFavourite('p2')).toBe(true);
    expect(badges.get().favourites).toBe(1);

    act(() => session.logout());
    expect(result.current).toBe(false);
    expect(badges.get().favourites).toBe(0);
  });

  it('when loading, adding or removing favourites fails, then the matching failure shows', async () => {
    installServer(['GET /api/favourites', 'POST /api/favourites/add']);
    await signIn();
    await act(() => commerce.toggleFavourite(lipstick));
    installServer(['POST /api/favourites/remove'], { favourites: [serum] });
    await act(() => favourites.load());
    await act(() => commerce.toggleFavourite(serum));

    expect(commerce.isFavourite('p2')).toBe(true);
    expect(toasts()).toEqual([
      'error: Failed to load favourites.',
      'error: Failed to add to favourites.',
      'error: Failed to remove from favourites.',
    ]);
  });

  it('when a second press comes while the first toggle is under way, then only one call is made', async () => {
    const fetch = installServer();
    await signIn();
    const calls = fetch.mock.calls.length;

    await act(() => Promise.all([commerce.toggleFavourite(lipstick), commerce.toggleFavourite(lipstick)]));

    expect(fetch.mock.calls.length - calls).toBe(1);
  });
});
