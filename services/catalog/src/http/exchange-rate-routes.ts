import type { RouteDescription } from '@glow/service-kit';
import type { Express } from 'express';
import type { ExchangeRateBook } from '../domain/exchange-rate-book';

export interface ExchangeRateCaching {
  /** Browser cache lifetime of fresh rates. */
  maxAgeSeconds: number;
  /** Browser cache lifetime of stale rates and of the shipped snapshot. */
  retrySeconds: number;
}

export const exchangeRateApi: RouteDescription[] = [
  { method: 'get', path: '/api/exchange-rates', summary: 'Rates from NGN (stale when the provider failed)' },
];

export function exchangeRateRoutes(app: Express, book: ExchangeRateBook, caching: ExchangeRateCaching): void {
  app.get('/api/exchange-rates', async (_req, res) => {
    const rates = await book.current();
    const maxAge = rates.stale ? caching.retrySeconds : caching.maxAgeSeconds;
    res.set('Cache-Control', `public, max-age=${maxAge}`).json(rates);
  });
}
