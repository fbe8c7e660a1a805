import type { InternalVerifyRequest } from '@glow/contracts';
import { parseInput, type Auth, type Queryable, type RouteDescription } from '@glow/service-kit';
import type { Express } from 'express';
import { z } from 'zod';
import type { PaymentSettler } from '../domain/settle-payment';
import { verifyForOrder } from '../domain/verify-for-order';

const verifyRequestSchema = z.object({
  provider: z.enum(['flutterwave', 'paystack']),
  tx_ref: z.string().trim().min(1).max(200),
  transaction_id: z
    .union([z.string().trim().min(1).max(100), z.number().int().nonnegative()])
    .transform(String)
    .optional(),
  // An older order service still sends `expected`: the object schema drops it unread.
}) satisfies z.ZodType<InternalVerifyRequest, unknown>;

export const internalVerifyApi: RouteDescription[] = [
  {
    method: 'post',
    path: '/internal/payments/verify',
    access: 'user',
    body: verifyRequestSchema,
    summary: "Verifies a payment with its provider (order service, with the shopper's token)",
  },
];

/**
 * `POST /internal/payments/verify`, for the order service only (the gateway does not route it): with
 * the shopper's token, which must be the order's buyer's.
 */
export function internalVerifyRoute(app: Express, auth: Auth, db: Queryable, settler: PaymentSettler): void {
  app.post('/internal/payments/verify', auth.requireUser, async (req, res) => {
    const request = parseInput(verifyRequestSchema, req.body);
    res.json(await verifyForOrder(db, settler, req.user!._id, request));
  });
}
