import type { InternalVerdictAnswer } from '@glow/contracts';
import type { Database, Outbox, RouteDescription } from '@glow/service-kit';
import type { Express } from 'express';
import { ExpectedPaymentRepository } from '../data/expected-payment-repository';
import { PaymentRepository, type FinalPayment } from '../data/payment-repository';
import { announceVerdict } from '../domain/settle-payment';

export const internalVerdictApi: RouteDescription[] = [
  {
    method: 'post',
    path: '/internal/payments/:txRef/announce',
    summary: "Announces a reference's final verdict again (order's sweeper)",
  },
  {
    method: 'get',
    path: '/internal/payments/:txRef',
    summary: "A reference's final verdict (order services before the announce route)",
  },
];

const answerOf = (verdict: FinalPayment | undefined): InternalVerdictAnswer =>
  verdict
    ? {
        status: verdict.status,
        ...(verdict.transactionId === undefined ? {} : { transactionId: verdict.transactionId }),
        ...(verdict.amount === undefined ? {} : { amount: Number(verdict.amount) }),
        ...(verdict.currency === undefined ? {} : { currency: verdict.currency }),
        ...(verdict.reason === undefined ? {} : { reason: verdict.reason }),
      }
    : { status: 'none' };

/**
 * For order's sweeper, which looks at unpaid orders that may have missed their payment.succeeded (or
 * payment.failed with a refund): `POST …/announce` writes the final verdict's event again, so the
 * order changes the one way it ever does, by applying payment's event. `GET` reads the verdict, for
 * order services older than the announce route (they apply it themselves). Internal like verify: the
 * gateway does not route them; they reveal no more than order knows.
 */
export function internalVerdictRoute(app: Express, db: Database, outbox: Outbox): void {
  app.post('/internal/payments/:txRef/announce', async (req, res) => {
    const txRef = String(req.params.txRef);
    const verdict = await db.transaction(async (client) => {
      const found = await new PaymentRepository(client).find(txRef);
      const expected = found && (await new ExpectedPaymentRepository(client).find(txRef));
      if (found && expected) await announceVerdict(outbox, client, found, expected.orderId);
      return found;
    });
    res.json(answerOf(verdict));
  });

  app.get('/internal/payments/:txRef', async (req, res) => {
    res.json(answerOf(await new PaymentRepository(db.pool).find(String(req.params.txRef))));
  });
}
