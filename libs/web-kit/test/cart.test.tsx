import { act, renderHook } from '@testing-library/react';
import { cart, session, useCart } from '../src';
import { resetSessionForTests } from '../src/session/session-store';
import { installFetch, admin, product, shopper, token } from '../src/testing';

const items = [{ product: product('p1', 1000), quantity: 2 }];
const mirrorFor = (userId: string) => JSON.stringify({ userId, items });

beforeEach(() => {
  act(() => session.logout());
  localStorage.clear();
});

test('when a user signs in on a device holding their cart mirror, then their cart is restored', () => {
  localStorage.setItem('cart', mirrorFor(shopper._id));
  const { result } = renderHook(() => useCart());

  act(() => session.login(token, shopper));

  expect(result.current).toEqual(items);
});

test('when another user signs in on a device holding a cart mirror, then they see an empty cart and the mirror is gone', () => {
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

test('when a stored session does not hold, then the previous cart is neither shown nor kept', async () => {
  localStorage.setItem('authToken', token);
  localStorage.setItem('cart', mirrorFor(shopper._id));
  installFetch(() => ({ status: 401 }));
  resetSessionForTests();
  const { result } = renderHook(() => useCart());

  await act(() => session.start());

  expect(result.current).toEqual([]);
  expect(localStorage.getItem('cart')).toBeNull();
});

test('when nobody is signed in, then setting the cart keeps nothing', () => {
  const { result } = renderHook(() => useCart());

  act(() => cart.set(items));

  expect(result.current).toEqual([]);
  expect(localStorage.getItem('cart')).toBeNull();
});
