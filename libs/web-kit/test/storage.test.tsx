import { readCart, readCurrency, readToken, removeToken, writeCart, writeCurrency, writeToken } from '../src';
import { product, token } from '../src/testing';

beforeEach(() => localStorage.clear());

test('when a page loads with a token left in localStorage by an earlier version, then it is removed and never read', () => {
  localStorage.setItem('authToken', token);

  jest.isolateModules(() => {
    const fresh = jest.requireActual<typeof import('../src/storage/auth-token')>('../src/storage/auth-token');
    expect(fresh.readToken()).toBeNull();
  });

  expect(localStorage.getItem('authToken')).toBeNull();
});

test('when a token is kept, then it is read back from memory and never written to localStorage', () => {
  writeToken(token);

  expect(readToken()).toBe(token);
  expect(localStorage.length).toBe(0);

  removeToken();
  expect(readToken()).toBeNull();
});

test.each([['JPY'], ['usd'], [''], ['"USD"']])(
  'when the stored currency is %p, then it is ignored and removed',
  (stored) => {
    localStorage.setItem('selectedCurrency', stored);

    expect(readCurrency()).toBeNull();
    expect(localStorage.getItem('selectedCurrency')).toBeNull();
  },
);

test('when a supported currency is stored, then it is read back', () => {
  writeCurrency('GBP');

  expect(readCurrency()).toBe('GBP');
});

const mirrorOf = (items: unknown) => JSON.stringify({ userId: 'u1', items });

test.each([
  ['not json', '{oops'],
  ['a bare array (no owner)', JSON.stringify([{ product: product('p1', 10), quantity: 1 }])],
  ['an owner without items', '{"userId":"u1"}'],
  ['items without product', mirrorOf([{ quantity: 1 }])],
  ['a product without id', mirrorOf([{ product: { price: 5 }, quantity: 1 }])],
  ['a zero quantity', mirrorOf([{ product: product('p1', 10), quantity: 0 }])],
  ['a text quantity', mirrorOf([{ product: product('p1', 10), quantity: '2' }])],
  ['null', 'null'],
])('when the stored cart is %s, then it is ignored and removed', (_, stored) => {
  localStorage.setItem('cart', stored);

  expect(readCart('u1')).toBeNull();
  expect(localStorage.getItem('cart')).toBeNull();
});

test('when a valid cart is stored, then its items are read back for its user only', () => {
  const items = [
    { product: product('p1', 1000), quantity: 2 },
    { product: product('p2', 2500), quantity: 1 },
  ];
  writeCart('u1', items);

  expect(readCart('u1')).toEqual(items);
  expect(readCart('u2')).toBeNull();
  expect(localStorage.getItem('cart')).toBeNull();
});
