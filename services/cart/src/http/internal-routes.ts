import type { PaidCartSubtractionAnswer } from '@glow/contracts';
import type { Database } from '@glow/service-kit';
import type { Express } from 'express';
import { subtractPaidOnce } from '../domain/paid-lines';
import { parsePaidSubtraction } from './paid-subtraction-input';

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
