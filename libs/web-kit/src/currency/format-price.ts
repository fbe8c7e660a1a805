import { currencySymbols, isSupportedCurrency } from './supported-currencies';

export type ExchangeRates = Record<string, number>;

const twoDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

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
  const text = twoDecimals.format(amount * rateOf(code, rates));
  return isSupportedCurrency(code) ? `${currencySymbols[code]}${text}` : `${code} ${text}`;
}
