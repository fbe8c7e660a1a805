import { readCurrency, readToken, writeCurrency, writeToken } from '../src';
import { token } from '../src/testing';

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

  expect(readToken()).toBeNull();
  writeToken(token);
  writeCurrency('EUR');

  expect(readToken()).toBe(token);
  expect(readCurrency()).toBe('EUR');
});
