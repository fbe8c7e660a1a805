import { act, renderHook } from '@testing-library/react';
import { cart, session, useCart, useCartStatus } from '../src';
import { resetSessionForTests } from '../src/session/session-store';
import { toastStore } from '../src/toast/toast-store';
import {
  installFetch,
  installPendingFetch,
  admin,
  product,
  rememberSession,
  sessionExpired,
  shopper,
  token,
} from '../src/testing';

const items = [{ product: product('p1', 1000), quantity: 2 }];
const fromServer = [{ product: product('p2', 500), quantity: 3 }];
const mirrorFor = (userId: string, mirrored = items) => JSON.stringify({ userId, items: mirrored });
const toastTexts = () => toastStore.get().map((t) => t.text);

/** Lets the fake fetch answer. */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

beforeEach(() => {
  installFetch(() => ({ status: 200, body: [] }));
  act(() => session.logout());
  localStorage.clear();
  act(() => toastStore.set([]));
});

test('when a user signs in on a device holding their cart mirror, then their cart is restored before the server answers', () => {
  const pending = installPendingFetch();
  const { result } = renderHook(() => useCart());
  localStorage.setItem('cart', mirrorFor(shopper._id));

  act(() => session.login(token, shopper));

  expect(result.current).toEqual(items);
  expect(pending.fetch.mock.calls[0]![0]).toBe('/api/cart');
});

test('when the server answers the cart, then it replaces the mirrored one and is mirrored in turn', async () => {
  installFetch((url) => ({ status: 200, body: url === '/api/cart' ? fromServer : [] }));
  localStorage.setItem('cart', mirrorFor(shopper._id));
  const { result } = renderHook(() => ({ items: useCart(), status: useCartStatus() }));

  act(() => session.login(token, shopper));
  await settle();

  expect(result.current.items).toEqual(fromServer);
  expect(result.current.status).toEqual({ loaded: true, loading: false, error: null });
  expect(JSON.parse(localStorage.getItem('cart')!)).toEqual({ userId: shopper._id, items: fromServer });
});

test('when the cart cannot be loaded, then Failed to load cart. shows and the mirrored cart stays', async () => {
  installFetch(() => ({ status: 500 }));
  localStorage.setItem('cart', mirrorFor(shopper._id));
  const { result } = renderHook(() => ({ items: useCart(), status: useCartStatus() }));

  act(() => session.login(token, shopper));
  await settle();

  expect(result.current.items).toEqual(items);
  expect(result.current.status).toEqual({ loaded: false, loading: false, error: 'Failed to load cart.' });
  expect(toastTexts()).toContain('Failed to load cart.');
});

test('when the server answers after the user logged out, then the answer is dropped', async () => {
  const pending = installPendingFetch();
  const { result } = renderHook(() => useCart());
  act(() => session.login(token, shopper));

  act(() => session.logout());
  pending.answer({ status: 200, body: fromServer });
  await settle();

  expect(result.current).toEqual([]);
  expect(localStorage.getItem('cart')).toBeNull();
});

test('when another user signs in on a device holding a cart mirror, then they see an empty cart and the mirror is gone', () => {
  installPendingFetch();
  localStorage.setItem('cart', mirrorFor(shopper._id));
  const { result } = renderHook(() => useCart());

  act(() => session.login(token, admin));

  expect(result.current).toEqual([]);
  expect(localStorage.getItem('cart')).toBeNull();
});

test('when the user logs out, then the cart and its mirror are cleared', () => {
  const { result } = renderHook(() => useCart());
  act(() => session.login(token, shopper));
  act(() => cart.set(items));
  expect(result.current).toEqual(items);

  act(() => session.logout());

  expect(result.current).toEqual([]);
  expect(localStorage.getItem('cart')).toBeNull();
});

test('when the session does not hold at start, then the previous cart is neither shown nor kept', async () => {
  localStorage.setItem('cart', mirrorFor(shopper._id));
  rememberSession();
  const fetch = installFetch(() => sessionExpired);
  resetSessionForTests();
  const { result } = renderHook(() => useCart());

  await act(() => session.start());

  expect(result.current).toEqual([]);
  expect(localStorage.getItem('cart')).toBeNull();
  expect(fetch.mock.calls.map(([url]) => url)).not.toContain('/api/cart');
});

test('when nobody is signed in, then setting the cart keeps nothing and nothing is loaded', async () => {
  const fetch = installFetch(() => ({ status: 200, body: fromServer }));
  const { result } = renderHook(() => useCart());

  act(() => cart.set(items));
  await act(() => cart.load());

  expect(result.current).toEqual([]);
  expect(localStorage.getItem('cart')).toBeNull();
  expect(fetch).not.toHaveBeenCalled();
});
