import type { InternalVerifyAnswer, InternalVerifyRequest } from '@glow/contracts';
import { forbidden, type Queryable } from '@glow/service-kit';
import { ExpectedPaymentRepository } from '../data/expected-payment-repository';
import type { PaymentSettler } from './settle-payment';

/**
 * Order asks for a verdict on what the browser reported. What the payment must be is known from
 * order.created only, never from the caller: until it arrives the answer is `pending` (the shopper's
 * page asks again; order's sweeper and reconciliation settle it later). The shopper must be the order's.
 */
export async function verifyForOrder(
  db: Queryable,
  settler: PaymentSettler,
  shopperId: string,
  request: InternalVerifyRequest,
): Promise<InternalVerifyAnswer> {
  const expected = await new ExpectedPaymentRepository(db).find(request.tx_ref);
  if (!expected) return { status: 'pending' };
  if (expected.userId !== shopperId) throw forbidden('Not authorized for this payment');

  const outcome = await settler.settle(expected.method, {
    txRef: request.tx_ref,
    transactionId: request.transaction_id,
  });
  if (outcome.status === 'unknown') return { status: 'pending' };
  return {
    status: outcome.status,
    ...(outcome.reason === undefined ? {} : { reason: outcome.reason }),
    ...(outcome.transactionId === undefined ? {} : { transactionId: outcome.transactionId }),
  };
}
