import { isSupportedCurrency, type CurrencyCode } from '../currency/supported-currencies';
import { safeStorage } from './safe-storage';

const key = 'selectedCurrency';

export function readCurrency(): CurrencyCode | null {
  const value = safeStorage.read(key);
  if (value === null) return null;
  if (isSupportedCurrency(value)) return value;
  safeStorage.remove(key);
  return null;
}

export function writeCurrency(code: CurrencyCode): void {
  safeStorage.write(key, code);
}
