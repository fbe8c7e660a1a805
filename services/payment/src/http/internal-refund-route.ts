import type { InternalRefundRequest } from '@glow/contracts';
import { parseInput, type Auth, type RouteDescription } from '@glow/service-kit';
import type { Express } from 'express';
import { z } from 'zod';
import type { RefundDesk } from '../domain/refund-desk';

const refundRequestSchema = z.object({
  tx_ref: z.string().trim().min(1).max(200),
  transactionId: z.string().trim().min(1).max(100),
  refundKey: z.string().trim().min(1).max(200).optional(),
  amount: z.number().positive().max(9_999_999_999.99).optional(),
  currency: z
    .string()
    .regex(/^[A-Za-z]{3}$/)
    .optional(),
  reason: z.string().trim().min(1).max(500),
}) satisfies z.ZodType<InternalRefundRequest, unknown>;

export const internalRefundApi: RouteDescription[] = [
  {
    method: 'post',
    path: '/internal/payments/refunds',
    access: 'admin',
    body: refundRequestSchema,
    summary: "Refunds a reference's transaction (order service, with the admin's token)",
  },
];

/**
 * `POST /internal/payments/refunds`, for the order service with the admin's token (the gateway does
 * not route it): gives back money a transaction of the reference took.
 */
export function internalRefundRoute(app: Express, auth: Auth, desk: RefundDesk): void {
  app.post('/internal/payments/refunds', auth.requireAdmin, async (req, res) => {
    res.json(await desk.refund(parseInput(refundRequestSchema, req.body)));
  });
}
