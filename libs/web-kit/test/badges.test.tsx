import { act, renderHook } from '@testing-library/react';
import { badges, cart, session, useBadgeCounts } from '../src';
import { product, shopper, token } from '../src/testing';

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
