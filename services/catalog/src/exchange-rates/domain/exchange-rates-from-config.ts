import type { Logger, Queryable } from '@glow/service-kit';
import type { CatalogSettings } from '../../config';
import { ExchangeRateProvider } from '../clients/exchange-rate-provider';
import { ExchangeRateRepository } from '../data/exchange-rate-repository';
import { ExchangeRateBook } from './exchange-rate-book';
import { shippedRates } from './shipped-rates';

const retryCapSeconds = 60;
const browserMaxAgeCapSeconds = 300;

export interface ExchangeRateCaching {
  /** Browser cache lifetime of fresh rates. */
  maxAgeSeconds: number;
  /** Browser cache lifetime of stale rates and of the shipped snapshot. */
  retrySeconds: number;
}

/** The shop's exchange-rate book and how long browsers may keep what it answers. */
export interface ConfiguredRates {
  book: ExchangeRateBook;
  caching: ExchangeRateCaching;
}

/** The exchange-rate book and its HTTP caching, from the catalog's settings. */
export function exchangeRatesFromConfig(
  config: CatalogSettings,
  db: Queryable,
  logger: Logger,
): ConfiguredRates {
  const ttlSeconds = config.EXCHANGE_RATES_TTL_SECONDS;
  const retrySeconds = Math.min(ttlSeconds, retryCapSeconds);
  const book = new ExchangeRateBook({
    provider: new ExchangeRateProvider(config.EXCHANGE_RATES_URL, config.EXCHANGE_RATES_TIMEOUT_MS),
    store: new ExchangeRateRepository(db),
    logger,
    ttlMs: ttlSeconds * 1000,
    fallback: shippedRates,
    retryMs: retrySeconds * 1000,
  });
  const caching: ExchangeRateCaching = {
    maxAgeSeconds: Math.min(ttlSeconds, browserMaxAgeCapSeconds),
    retrySeconds,
  };
  return { book, caching };
}
