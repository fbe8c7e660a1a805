import type { ExchangeRatesAnswer } from '@glow/contracts';
import { api } from '../api/api-client';
import { readCurrency, writeCurrency } from '../storage/selected-currency';
import { createStore } from '../store/create-store';
import type { ExchangeRates } from './format-price';
import { isSupportedCurrency, type CurrencyCode } from './supported-currencies';

export interface CurrencyState {
  selected: CurrencyCode;
  rates: ExchangeRates;
  loading: boolean;
  error: string | null;
}

/** `GET /api/exchange-rates`, served by the catalog service. */

export const ratesErrorMessage = 'Unable to fetch exchange rates. Please try again later.';

function initialState(): CurrencyState {
  return { selected: readCurrency() ?? 'NGN', rates: {}, loading: true, error: null };
}

export const currencyStore = createStore<CurrencyState>(initialState());

let started: Promise<void> | null = null;

function onlyRates(value: unknown): ExchangeRates | null {
  const rates = (value as Partial<ExchangeRatesAnswer> | null)?.rates;
  if (typeof rates !== 'object' || rates === null) return null;
  return Object.fromEntries(
    Object.entries(rates).filter((entry): entry is [string, number] => Number.isFinite(entry[1])),
  );
}

async function loadRates(): Promise<void> {
  currencyStore.set((s) => ({ ...s, loading: true, error: null }));
  try {
    const rates = onlyRates(
      await api.get<ExchangeRatesAnswer>('/exchange-rates', {
        defaultMessage: ratesErrorMessage,
        publicRoute: true,
      }),
    );
    if (!rates) throw new Error('malformed exchange rates');
    currencyStore.set((s) => ({ ...s, rates, loading: false }));
  } catch {
    currencyStore.set((s) => ({ ...s, loading: false, error: ratesErrorMessage }));
  }
}

export const currency = {
  /** Fetches the exchange rates once per page; later calls share the first fetch. */
  start(): Promise<void> {
    started ??= loadRates();
    return started;
  },
  setSelected(code: string): void {
    if (!isSupportedCurrency(code)) return;
    writeCurrency(code);
    currencyStore.set((s) => (s.selected === code ? s : { ...s, selected: code }));
  },
  get: () => currencyStore.get(),
  subscribe: (listener: () => void) => currencyStore.subscribe(listener),
};

export function resetCurrencyForTests(): void {
  started = null;
  currencyStore.set(initialState());
}
