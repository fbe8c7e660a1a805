import type { ExchangeRatesAnswer } from '@glow/contracts';
import type { RatesSnapshot } from '../data/exchange-rate-repository';

/** What `GET /api/exchange-rates` answers: NGN → currency rates, with `stale` when the provider is failing and `source` saying whether they are live or the shipped snapshot. */
export type ExchangeRates = ExchangeRatesAnswer;

export interface RatesProvider {
  /** The latest rates with base NGN; rejects on any failure, including a malformed answer. */
  latest(): Promise<{ rates: Record<string, number>; updatedAt?: Date }>;
}

export interface RatesStore {
  load(): Promise<RatesSnapshot | null>;
  save(snapshot: RatesSnapshot): Promise<void>;
}

export function toAnswer(
  snapshot: RatesSnapshot,
  stale = false,
  source: ExchangeRates['source'] = 'live',
): ExchangeRates {
  const answer: ExchangeRates = {
    base: 'NGN',
    rates: { ...snapshot.rates, NGN: 1 },
    updatedAt: snapshot.updatedAt.toISOString(),
    source,
  };
  return stale ? { ...answer, stale: true } : answer;
}

export function newer(a: RatesSnapshot | null, b: RatesSnapshot | null): RatesSnapshot | null {
  if (!a || !b) return a ?? b;
  return a.fetchedAt >= b.fetchedAt ? a : b;
}
