import type { RouteDescription } from '@glow/service-kit';
import type { Express } from 'express';
import type { CatalogContext } from '../../config';
import type { ConfiguredRates } from '../domain/exchange-rates-from-config';

export const exchangeRateApi: RouteDescription[] = [
  { method: 'get', path: '/api/exchange-rates', summary: 'Rates from NGN (stale when the provider failed)' },
];

export function exchangeRateRoutes(
  app: Express,
  _ctx: CatalogContext,
  { exchangeRates: { book, caching } }: { exchangeRates: ConfiguredRates },
): void {
  app.get('/api/exchange-rates', async (_req, res) => {
    const rates = await book.current();
    const maxAge = rates.stale ? caching.retrySeconds : caching.maxAgeSeconds;
    res.set('Cache-Control', `public, max-age=${maxAge}`).json(rates);
  });
}
