import type { Logger, Queryable } from '@glow/service-kit';
import type { CatalogSettings } from './config';
import { ExchangeRateProvider } from './data/exchange-rate-provider';
import { ExchangeRateRepository } from './data/exchange-rate-repository';
import { ExchangeRateBook } from './domain/exchange-rate-book';
import { shippedRates } from './domain/shipped-rates';
import type { ExchangeRateCaching } from './http/exchange-rate-routes';

const retryCapSeconds = 60;
const browserMaxAgeCapSeconds = 300;

/** The exchange-rate book and its HTTP caching, from the catalog's settings. */
export function exchangeRatesFromConfig(config: CatalogSettings, db: Queryable, logger: Logger) {
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
