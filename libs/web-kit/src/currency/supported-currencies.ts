export const supportedCurrencies = ['NGN', 'USD', 'EUR', 'GBP', 'CAD', 'AUD', 'CNY', 'ZAR', 'AED'] as const;

export type CurrencyCode = (typeof supportedCurrencies)[number];

export const currencySymbols: Record<CurrencyCode, string> = {
  NGN: '₦',
  USD: '$',
  EUR: '€',
  GBP: '£',
  CAD: 'CA$',
  AUD: 'A$',
  CNY: '¥',
  ZAR: 'R',
  AED: 'د.إ',
};

export function isSupportedCurrency(code: unknown): code is CurrencyCode {
  return typeof code === 'string' && (supportedCurrencies as readonly string[]).includes(code);
}
