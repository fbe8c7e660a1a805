import { readCurrency, writeCurrency } from '../src';

afterEach(() => {
  delete (window as { localStorage?: Storage }).localStorage;
});

test('when localStorage throws on access, then values live in memory for the page', () => {
  Object.defineProperty(window, 'localStorage', {
    configurable: true,
    get() {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    },
  });

  writeCurrency('EUR');

  expect(readCurrency()).toBe('EUR');
});
