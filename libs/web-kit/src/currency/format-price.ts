import { currencySymbols, isSupportedCurrency } from './supported-currencies';

export type ExchangeRates = Record<string, number>;

/**
 * From here on, scaling a 17-digit decimal by 100 can round it onto a half cent (8,028,532,677.1449995
 * × 100 reads back as …714.5), so Intl writes those; no price gets there. Checked against Intl on
 * millions of amounts below it (test/format-price.test.ts samples the whole range on every run).
 */
const largestExact = 1e9;
let intlTwoDecimals: Intl.NumberFormat | undefined;

/**
 * `amount` with thousands separators and exactly 2 decimals, as Intl.NumberFormat('en-US') writes
 * it: rounded half away from zero on the shortest decimal that reads back as `amount` (1.005 →
 * 1.01). Written out because the first Intl.NumberFormat a page builds loads the number-formatting
 * data, ~80 ms of one task on a slow phone, and every price on the first screen waits for it.
 * test/format-price.test.ts holds it to Intl's output.
 */
export function twoDecimals(amount: number): string {
  const abs = Math.abs(amount);
  if (abs >= largestExact) {
    intlTwoDecimals ??= new Intl.NumberFormat('en-US', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    return intlTwoDecimals.format(amount);
  }
  // String(abs) is the shortest decimal for abs; moving its exponent by 2 scales it without a
  // binary multiplication (1.005 × 100 is 100.49999…, "1.005e2" is 100.5).
  const [digits, exponent = '0'] = String(abs).split('e');
  const cents = Math.round(Number(`${digits}e${Number(exponent) + 2}`));
  const whole = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = String(cents % 100).padStart(2, '0');
  return `${amount < 0 || Object.is(amount, -0) ? '-' : ''}${whole}.${fraction}`;
}

function toNumber(price: unknown): number {
  if (typeof price === 'number') return price;
  if (typeof price === 'string' && price.trim() !== '') return Number(price);
  return Number.NaN;
}

function rateOf(code: string, rates: ExchangeRates | null | undefined): number {
  const rate = rates?.[code];
  return typeof rate === 'number' && Number.isFinite(rate) && rate > 0 ? rate : 1;
}

/** An NGN price shown in `code`: × the rate (1 when missing), exactly 2 decimals; invalid → ''. */
export function formatPrice(ngnPrice: unknown, code: string, rates?: ExchangeRates | null): string {
  const amount = toNumber(ngnPrice);
  if (!Number.isFinite(amount)) return '';
  const text = twoDecimals(amount * rateOf(code, rates));
  return isSupportedCurrency(code) ? `${currencySymbols[code]}${text}` : `${code} ${text}`;
}
