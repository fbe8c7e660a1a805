import { actingAdmin, type Auth, type RouteDescription } from '@glow/service-kit';
import type { Express } from 'express';
import type { ShippingPriceAnswer } from '@glow/contracts';
import { fromMinor } from '../domain/money';
import type { ShippingPrice } from '../domain/shipping-price';
import { parseShippingPrice, shippingPriceSchema } from './order-input';

export const shippingPriceApi: RouteDescription[] = [
  { method: 'get', path: '/api/shipping-price', summary: 'The shipping price (NGN)' },
  {
    method: 'put',
    path: '/api/shipping-price',
    access: 'admin',
    body: shippingPriceSchema,
    summary: 'Sets the shipping price',
  },
];

/** The one shipping price (NGN): anyone reads it, an admin sets it. */
export function shippingPriceRoutes(app: Express, auth: Auth, shippingPrice: ShippingPrice): void {
  const answer = async (): Promise<ShippingPriceAnswer> => ({
    shippingPrice: fromMinor(await shippingPrice.current()),
  });

  app.get('/api/shipping-price', async (_req, res) => {
    res.json(await answer());
  });

  app.put('/api/shipping-price', auth.requireAdmin, async (req, res) => {
    await shippingPrice.set(parseShippingPrice(req.body), actingAdmin(req));
    res.json(await answer());
  });
}
