import type { PaidCartSubtractionAnswer } from '@glow/contracts';
import type { Database, RouteDescription } from '@glow/service-kit';
import type { Express } from 'express';
import { subtractPaidOnce } from '../domain/paid-lines';
import { paidSubtractionSchema, parsePaidSubtraction } from './paid-subtraction-input';

export const internalApi: RouteDescription[] = [
  {
    method: 'post',
    path: '/internal/cart/:userId/subtract-paid',
    body: paidSubtractionSchema,
    summary: "Takes a paid order's lines out of the cart (order service)",
  },
];

/**
 * `POST /internal/cart/:userId/subtract-paid`, for the order service right after it marked an order
 * paid, so the cart is right before the shopper looks at it again. Outside `/api`, so the gateway never
 * routes it; it carries no shopper's token.
 */
export function internalRoutes(app: Express, db: Database): void {
  app.post('/internal/cart/:userId/subtract-paid', async (req, res) => {
    const { userId, order } = parsePaidSubtraction(req.params.userId, req.body);
    const subtracted = await db.transaction((client) => subtractPaidOnce(client, userId, order));
    res.json({ subtracted } satisfies PaidCartSubtractionAnswer);
  });
}
