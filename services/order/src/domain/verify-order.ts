import type { Order, TokenClaims, VerifyOrderRequest } from '@glow/contracts';
import { notFound, type Database, type MailJobs } from '@glow/service-kit';
import type { Upstreams } from '../clients/upstreams';
import { OrderRepository } from '../data/order-repository';
import { forBuyer } from './admin-view';
import type { PaidCart } from './paid-cart';
import type { PaymentVerdicts, PaidOutcome } from './payment-verdicts';

export const noOrderFound = 'No order found.';
export const paymentNotCompleted = 'Payment was not completed.';
export const cardDeclined = 'Your card was declined. Please try again or use another card.';
/** payment's reasons: a declined attempt; another reference's transaction shown for this one. */
const declinedReason = 'declined';
const replayedPrefix = 'replayed:';

export interface VerifyDeps {
  db: Database;
  upstreams: Upstreams;
  verdicts: PaymentVerdicts;
  mail: MailJobs;
  paidCart: PaidCart;
}

const paidLines = (order: Order) =>
  order.orderItems.map(({ product, quantity }) => ({ productId: product._id, quantity }));

export type Verified = { verdict: 'paid' | 'declined' | 'failed' | 'pending'; order: Order };

/**
 * The browser says a payment finished: payment asks the provider (a fresh, command-side call) and
 * the verdict is applied with the same verdicts the payment.* consumers use.
 */
export async function verifyOrder(
  deps: VerifyDeps,
  user: TokenClaims,
  authorization: string,
  input: VerifyOrderRequest,
): Promise<Verified> {
  const orders = new OrderRepository(deps.db.pool);
  const terms = await orders.termsOf(input.tx_ref);
  if (!terms || terms.userId !== user._id) throw notFound(noOrderFound);
  const current = async () => forBuyer((await orders.findById(terms.orderId))!);
  // A paid order answers at once, unless the browser shows another transaction: maybe a second
  // charge, which payment records as a refund due. The paid lines leave the cart before the browser
  // hears "paid" and reloads it.
  if (terms.isPaid && (!input.transaction_id || input.transaction_id === terms.paymentId)) {
    const [order] = await Promise.all([current(), deps.paidCart.clear(input.tx_ref)]);
    return { verdict: 'paid', order };
  }

  const verdict = await deps.upstreams.verifyPayment(
    {
      provider: terms.method,
      tx_ref: input.tx_ref,
      ...(input.transaction_id ? { transaction_id: input.transaction_id } : {}),
    },
    authorization,
  );
  let outcome: PaidOutcome | undefined;
  if (verdict.status === 'succeeded') {
    const paymentId = verdict.transactionId ?? input.transaction_id;
    outcome = await deps.db.transaction((client) =>
      deps.verdicts.markPaid(client, input.tx_ref, { paymentId }),
    );
    deps.mail.wake();
  } else if (verdict.status === 'failed' && !verdict.reason?.startsWith(replayedPrefix)) {
    const failure = { reason: verdict.reason ?? paymentNotCompleted, transactionId: verdict.transactionId };
    await deps.db.transaction((client) => deps.verdicts.markFailed(client, input.tx_ref, failure));
  }
  const order = await current();
  if (order.isPaid) {
    // Paid by this call: its lines are in hand, and cart has not been asked for them yet.
    await (outcome === 'paid'
      ? deps.paidCart.clearJustPaid({ userId: order.userId, orderId: order._id, items: paidLines(order) })
      : deps.paidCart.clear(input.tx_ref));
    return { verdict: 'paid', order };
  }
  if (verdict.status !== 'failed') return { verdict: 'pending', order };
  return { verdict: verdict.reason === declinedReason ? 'declined' : 'failed', order };
}
