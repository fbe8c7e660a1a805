import type { InternalVerdictAnswer } from '@glow/contracts';
import type { Queryable, RouteDescription } from '@glow/service-kit';
import type { Express } from 'express';
import { PaymentRepository } from '../data/payment-repository';

export const internalVerdictApi: RouteDescription[] = [
  {
    method: 'get',
    path: '/internal/payments/:txRef',
    summary: "A reference's final verdict (order's sweeper)",
  },
];

/**
 * `GET /internal/payments/:txRef`, for order's sweeper: the final verdict recorded on a reference, so
 * an order that missed its payment.succeeded (or payment.failed with a refund) is settled anyway.
 * Internal like the verify call: the gateway does not route it; it reveals no more than order knows.
 */
export function internalVerdictRoute(app: Express, db: Queryable): void {
  app.get('/internal/payments/:txRef', async (req, res) => {
    const verdict = await new PaymentRepository(db).find(String(req.params.txRef));
    const answer: InternalVerdictAnswer = verdict
      ? {
          status: verdict.status,
          ...(verdict.transactionId === undefined ? {} : { transactionId: verdict.transactionId }),
          ...(verdict.amount === undefined ? {} : { amount: Number(verdict.amount) }),
          ...(verdict.currency === undefined ? {} : { currency: verdict.currency }),
          ...(verdict.reason === undefined ? {} : { reason: verdict.reason }),
        }
      : { status: 'none' };
    res.json(answer);
  });
}
