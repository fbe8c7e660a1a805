import { formatPrice } from '../src/currency/format-price';

const rates = {
  NGN: 1,
  USD: 0.00065,
  EUR: 0.0006,
  GBP: 0.0005,
  CAD: 0.0009,
  AUD: 0.001,
  CNY: 0.0047,
  ZAR: 0.012,
  AED: 0.0024,
  JPY: 0.1,
};

test.each([
  [12500, 'NGN', '₦12,500.00'],
  [10000, 'USD', '$6.50'],
  [10000, 'EUR', '€6.00'],
  [10000, 'GBP', '£5.00'],
  [10000, 'CAD', 'CA$9.00'],
  [10000, 'AUD', 'A$10.00'],
  [10000, 'CNY', '¥47.00'],
  [10000, 'ZAR', 'R120.00'],
  [10000, 'AED', 'د.إ24.00'],
  [10, 'JPY', 'JPY 1.00'],
  [1234567.891, 'NGN', '₦1,234,567.89'],
  [0, 'NGN', '₦0.00'],
  [1.005, 'NGN', '₦1.01'],
  ['2500', 'NGN', '₦2,500.00'],
])('when %p NGN is shown in %s, then it reads %p', (price, code, expected) => {
  expect(formatPrice(price, code, rates)).toBe(expected);
});

test('when the rate of the currency is missing, then the rate is 1', () => {
  expect(formatPrice(100, 'USD', {})).toBe('$100.00');
  expect(formatPrice(100, 'XOF', rates)).toBe('XOF 100.00');
  expect(formatPrice(100, 'GBP', undefined)).toBe('£100.00');
});

test.each([[Number.NaN], [Infinity], [undefined], [null], [''], ['abc'], [{}]])(
  'when the price is %p, then it formats to an empty string',
  (price) => {
    expect(formatPrice(price, 'NGN', rates)).toBe('');
  },
);
