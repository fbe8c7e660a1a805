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
  /** When the catalog answers its shipped snapshot (its provider never answered): the snapshot's date. */
  snapshotDate: string | null;
}

/** `GET /api/exchange-rates`, served by the catalog service. */

export const ratesErrorMessage = 'Unable to fetch exchange rates. Please try again later.';

function initialState(): CurrencyState {
  return { selected: readCurrency() ?? 'NGN', rates: {}, loading: true, error: null, snapshotDate: null };
}

export const currencyStore = createStore<CurrencyState>(initialState());

let started: Promise<void> | null = null;
let snapshotRetry: ReturnType<typeof setTimeout> | undefined;
/** How soon a page on the shipped snapshot asks again, so live rates replace it once the provider answers. */
export const snapshotRetryMs = 60_000;

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
    const answer = await api.get<ExchangeRatesAnswer>('/exchange-rates', {
      defaultMessage: ratesErrorMessage,
      publicRoute: true,
    });
    const rates = onlyRates(answer);
    if (!rates) throw new Error('malformed exchange rates');
    const snapshotDate = answer.source === 'snapshot' ? answer.updatedAt : null;
    currencyStore.set((s) => ({ ...s, rates, loading: false, snapshotDate }));
    if (snapshotDate) snapshotRetry = setTimeout(() => void loadRates(), snapshotRetryMs);
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
  clearTimeout(snapshotRetry);
  started = null;
  currencyStore.set(initialState());
}
