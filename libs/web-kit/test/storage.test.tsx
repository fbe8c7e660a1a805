import { readCart, readCurrency, readToken, writeCart, writeCurrency, writeToken } from '../src';
import { product, token } from '../src/testing';

beforeEach(() => localStorage.clear());

test.each([['undefined'], ['null'], [''], ['{"token":"abc"}'], ['"quoted"'], ['has spaces in it']])(
  'when the stored token is %p, then it is ignored and removed',
  (stored) => {
    localStorage.setItem('authToken', stored);

    expect(readToken()).toBeNull();
    expect(localStorage.getItem('authToken')).toBeNull();
  },
);

test('when a well-formed token is stored, then it is read back', () => {
  writeToken(token);

  expect(readToken()).toBe(token);
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
