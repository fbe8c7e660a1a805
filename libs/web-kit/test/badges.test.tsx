import { act, renderHook, waitFor } from '@testing-library/react';
import { badges, cart, orderCount, session, useBadgeCounts } from '../src';
import { installFetch, installPendingFetch, product, shopper, token } from '../src/testing';

beforeEach(() => {
  act(() => session.logout());
  localStorage.clear();
});

test('when nothing is known yet, then every count is 0', () => {
  const { result } = renderHook(() => useBadgeCounts());

  expect(result.current).toEqual({ favourites: 0, orders: 0, inbox: 0, cart: 0 });
});

test('when the cart changes, then the cart count is the sum of quantities and the mirror is saved', () => {
  const { result } = renderHook(() => useBadgeCounts());
  const items = [
    { product: product('p1', 1000), quantity: 2 },
    { product: product('p2', 500), quantity: 3 },
  ];

  act(() => session.login(token, shopper));
  act(() => cart.set(items));

  expect(result.current.cart).toBe(5);
  expect(JSON.parse(localStorage.getItem('cart')!)).toEqual({ userId: shopper._id, items });
});

test('when the stored cart mirror is restored, then the count follows it; a corrupt one counts 0', () => {
  const { result } = renderHook(() => useBadgeCounts());
  act(() => session.login(token, shopper));
  localStorage.setItem(
    'cart',
    JSON.stringify({ userId: shopper._id, items: [{ product: product('p1', 1000), quantity: 4 }] }),
  );

  act(() => void cart.restore());
  expect(result.current.cart).toBe(4);

  localStorage.setItem('cart', JSON.stringify({ userId: shopper._id, items: [{ quantity: 'many' }] }));
  act(() => void cart.restore());
  expect(result.current.cart).toBe(0);
  expect(localStorage.getItem('cart')).toBeNull();
});

test('when a feature reports its count, then the badge count follows', () => {
  const { result } = renderHook(() => useBadgeCounts());

  act(() => badges.set({ inbox: 3 }));

  expect(result.current).toEqual({ favourites: 0, orders: 0, inbox: 3, cart: 0 });
});

describe('the orders badge', () => {
  let stop: () => void = () => undefined;
  afterEach(() => stop());

  test('when a shopper is signed in, then the badge counts their orders; signing out sets it to 0', async () => {
    const fetch = installFetch((url) =>
      url.endsWith('/api/orders') ? { status: 200, body: [{ _id: 'o1' }, { _id: 'o2' }] } : { status: 404 },
    );
    const { result } = renderHook(() => useBadgeCounts());
    stop = orderCount.start();

    act(() => session.login(token, shopper));

    await waitFor(() => expect(result.current.orders).toBe(2));
    expect(fetch).toHaveBeenCalledWith(expect.stringMatching(/\/api\/orders$/), expect.anything());
    act(() => session.logout());
    expect(result.current.orders).toBe(0);
  });

  test('when checkout placed an order, then refresh counts it', async () => {
    let orders = [{ _id: 'o1' }];
    installFetch(() => ({ status: 200, body: orders }));
    const { result } = renderHook(() => useBadgeCounts());
    act(() => session.login(token, shopper));
    stop = orderCount.start();
    await waitFor(() => expect(result.current.orders).toBe(1));

    orders = [...orders, { _id: 'o2' }];
    act(() => orderCount.refresh());

    await waitFor(() => expect(result.current.orders).toBe(2));
  });

  test('when the answer for a shopper who signed out arrives late, then it is dropped', async () => {
    const pending = installPendingFetch();
    const { result } = renderHook(() => useBadgeCounts());
    stop = orderCount.start();
    act(() => session.login(token, shopper));
    act(() => session.logout());

    await act(async () => pending.answer({ status: 200, body: [{ _id: 'o1' }] }));

    expect(result.current.orders).toBe(0);
  });
});
