import type { InternalVerifyAnswer, InternalVerifyRequest } from '@glow/contracts';
import { forbidden, type Queryable } from '@glow/service-kit';
import { ExpectedPaymentRepository } from '../data/expected-payment-repository';
import type { PaymentSettler } from './settle-payment';

/**
 * Order asks for a verdict on what the browser reported. The expectation it passes is recorded unless
 * order.created got here first (the same figures); the shopper must be the order's.
 */
export async function verifyForOrder(
  db: Queryable,
  settler: PaymentSettler,
  shopperId: string,
  request: InternalVerifyRequest,
): Promise<InternalVerifyAnswer> {
  const expectations = new ExpectedPaymentRepository(db);
  await expectations.record({
    txRef: request.tx_ref,
    orderId: request.expected.orderId,
    userId: request.expected.userId,
    method: request.provider,
    amount: request.expected.amount.toFixed(2),
    currency: request.expected.currency,
    expiresAt: request.expected.expiresAt,
  });
  const expected = await expectations.find(request.tx_ref);
  if (!expected || expected.userId !== shopperId) throw forbidden('Not authorized for this payment');

  const outcome = await settler.settle(request.provider, {
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
