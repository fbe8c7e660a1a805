import type { StockReservationRequest } from '@glow/contracts';
import { parseInput, type RouteDescription } from '@glow/service-kit';
import type { Express } from 'express';
import { z } from 'zod';
import type { CatalogContext } from '../../config';
import { StockReservations } from '../domain/stock-reservations';

export const reservationRequestSchema = z.object({
  orderId: z.string().min(1).max(200),
  hold: z.number().int().min(1).max(2_147_483_647),
  items: z
    .array(
      z.object({
        productId: z.string().min(1).max(100),
        variantId: z.string().min(1).max(100).optional(),
        quantity: z.number().int().min(1).max(100_000),
      }),
    )
    .min(1)
    .max(100),
  replaces: z
    .array(
      z.object({ orderId: z.string().min(1).max(200), hold: z.number().int().min(1).max(2_147_483_647) }),
    )
    .max(100)
    .optional(),
}) satisfies z.ZodType<StockReservationRequest, unknown>;

export const stockApi: RouteDescription[] = [
  {
    method: 'post',
    path: '/internal/stock/reservations',
    body: reservationRequestSchema,
    summary: 'Holds stock for an order at checkout (order service); 409 with the shortages',
  },
];

/**
 * `POST /internal/stock/reservations`, for the order service at checkout. Outside `/api`, so the
 * gateway never routes it; it carries no shopper's token.
 */
export function stockRoutes(app: Express, ctx: CatalogContext): void {
  const reservations = new StockReservations(ctx.db, ctx.outbox);
  app.post('/internal/stock/reservations', async (req, res) => {
    const outcome = await reservations.reserve(parseInput(reservationRequestSchema, req.body));
    res.status('shortages' in outcome ? 409 : 200).json(outcome);
  });
}
