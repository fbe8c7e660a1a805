import { act, renderHook, waitFor } from '@testing-library/react';
import { badges, cart, live, orderCount, session, useBadgeCounts } from '../src';
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
  let statusPushed: () => void = () => undefined;
  beforeEach(() => {
    jest.spyOn(live, 'subscribe').mockImplementation((event, handler) => {
      if (event === 'orderStatusUpdated')
        statusPushed = () => handler({ orderId: 'o3', status: 'Processing' });
      return () => undefined;
    });
  });
  afterEach(() => {
    stop();
    jest.restoreAllMocks();
  });

  const paid = (_id: string) => ({ _id, isPaid: true });
  const unpaid = (_id: string) => ({ _id, isPaid: false });

  test('when a shopper is signed in, then the badge counts their paid orders; signing out sets it to 0', async () => {
    const fetch = installFetch((url) =>
      url.endsWith('/api/orders')
        ? { status: 200, body: [paid('o1'), unpaid('o2'), paid('o3'), unpaid('o4')] }
        : { status: 404 },
    );
    const { result } = renderHook(() => useBadgeCounts());
    act(() => {
      stop = orderCount.start();
    });

    act(() => session.login(token, shopper));

    await waitFor(() => expect(result.current.orders).toBe(2));
    expect(fetch).toHaveBeenCalledWith(expect.stringMatching(/\/api\/orders$/), expect.anything());
    act(() => session.logout());
    expect(result.current.orders).toBe(0);
  });

  test('when checkout paid an order, then refresh counts it', async () => {
    let orders = [paid('o1'), unpaid('o2')];
    installFetch(() => ({ status: 200, body: orders }));
    const { result } = renderHook(() => useBadgeCounts());
    act(() => session.login(token, shopper));
    act(() => {
      stop = orderCount.start();
    });
    await waitFor(() => expect(result.current.orders).toBe(1));

    orders = [paid('o1'), paid('o2')];
    act(() => orderCount.refresh());

    await waitFor(() => expect(result.current.orders).toBe(2));
  });

  test('when an order’s status is pushed (a payment confirmed later), then the badge counts again', async () => {
    let orders = [unpaid('o3')];
    installFetch(() => ({ status: 200, body: orders }));
    const { result } = renderHook(() => useBadgeCounts());
    act(() => session.login(token, shopper));
    act(() => {
      stop = orderCount.start();
    });
    await waitFor(() => expect(result.current.orders).toBe(0));

    orders = [paid('o3')];
    act(() => statusPushed());

    await waitFor(() => expect(result.current.orders).toBe(1));
  });

  test('when the answer for a shopper who signed out arrives late, then it is dropped', async () => {
    const pending = installPendingFetch();
    const { result } = renderHook(() => useBadgeCounts());
    act(() => {
      stop = orderCount.start();
    });
    act(() => session.login(token, shopper));
    act(() => session.logout());

    await act(async () => pending.answer({ status: 200, body: [paid('o1')] }));

    expect(result.current.orders).toBe(0);
  });
});
