import type { Order } from '@glow/contracts';
import { conflict, notFound, type Database, type Outbox } from '@glow/service-kit';
import type { Upstreams } from '../clients/upstreams';
import { OrderRepository, type OrderState } from '../data/order-repository';
import { RefundCaseBook, type RefundTarget } from '../data/refund-case-repository';
import { shippingStatuses } from './order-book';
import { openRefundCase } from './refund-cases';
import { noOrderFound } from './verify-order';

export const alreadyRefunded = 'This order has already been refunded.';
export const nothingToRefund = 'There is nothing to refund on this order.';
export const shippedCannotRefund = 'This order has shipped, so it cannot be refunded here.';

export interface RefundDeps {
  db: Database;
  outbox: Outbox;
  upstreams: Upstreams;
}

/**
 * What an admin's refund gives back: the order's open refund cases (money it could not take, second
 * charges), else its own payment — which then becomes a case too, so it can be refunded only once.
 */
async function targetsOf(
  { db, outbox }: RefundDeps,
  orderId: string,
): Promise<{ state: OrderState; targets: RefundTarget[] }> {
  return db.transaction(async (client) => {
    const state = await new OrderRepository(client).lockState(orderId);
    if (!state) throw notFound(noOrderFound);
    if (shippingStatuses.has(state.status)) throw conflict(shippedCannotRefund);
    const cases = new RefundCaseBook(client);
    const open = await cases.openOf(orderId);
    if (open.length > 0) return { state, targets: open };
    if (state.paymentStatus === 'refunded') throw conflict(alreadyRefunded);
    if (state.paymentStatus !== 'paid' || !state.paymentId) throw conflict(nothingToRefund);
    if (await cases.exists(orderId, state.paymentId)) throw conflict(alreadyRefunded);
    const payment = { transactionId: state.paymentId, amount: state.amount, currency: state.currency };
    await openRefundCase(client, outbox, {
      orderId,
      transactionId: payment.transactionId,
      amount: Number(payment.amount),
      currency: payment.currency,
      reason: 'refund: the order was refunded by an admin',
    });
    return { state, targets: [payment] };
  });
}

/**
 * `POST /api/orders/:id/refund`: asks payment (with the admin's token) to give the money back through
 * the provider; each case reads `requested` until the provider confirms (payment.refunded).
 */
export async function refundOrder(
  deps: RefundDeps,
  orderId: string,
  reason: string,
  authorization: string,
): Promise<Order> {
  const { state, targets } = await targetsOf(deps, orderId);
  const cases = new RefundCaseBook(deps.db.pool);
  for (const target of targets) {
    const answer = await deps.upstreams.refundPayment(
      {
        tx_ref: state.txRef,
        transactionId: target.transactionId,
        amount: Number(target.amount ?? state.amount),
        currency: target.currency ?? state.currency,
        reason,
      },
      authorization,
    );
    await cases.markRequested(orderId, target.transactionId, reason, answer.refundId);
  }
  return (await new OrderRepository(deps.db.pool).findById(orderId))!;
}
