import type { Order, TokenClaims, VerifyOrderRequest } from '@glow/contracts';
import { setTimeout as sleep } from 'node:timers/promises';
import { notFound, type Database } from '@glow/service-kit';
import type { Upstreams } from '../clients/upstreams';
import { OrderRepository } from '../data/order-repository';
import { forBuyer } from './admin-view';
import { awaitingVerdict } from './order-lifecycle';
import { refundPrefix } from './payment-verdicts';

export const noOrderFound = 'No order found.';
export const paymentNotCompleted = 'Payment was not completed.';
export const cardDeclined = 'Your card was declined. Please try again or use another card.';
/** payment's reasons: a declined attempt; another reference's transaction shown for this one. */
const declinedReason = 'declined';
const replayedPrefix = 'replayed:';

export interface VerifyDeps {
  db: Database;
  upstreams: Upstreams;
  /** How long an answer waits for payment's event once payment confirmed the money. */
  eventWaitMs: number;
}

export type Verified = { verdict: 'paid' | 'declined' | 'failed' | 'pending'; order: Order };

/** Pauses between looks at the order while payment's event is on its way: short first, then steady. */
const looks = [10, 20, 30, 50];

/**
 * The browser says a payment finished. Payment owns the verdict: it asks the provider and announces
 * what it decided (payment.succeeded, payment.failed), and the order changes only when that event is
 * applied. Verify writes nothing: it asks payment, and on a success waits a moment for the event so
 * the shopper usually hears "paid" at once; otherwise it answers 202 and the order page follows live.
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
  // charge, which payment records as a refund due.
  if (terms.isPaid && (!input.transaction_id || input.transaction_id === terms.paymentId)) {
    return { verdict: 'paid', order: await current() };
  }

  const verdict = await deps.upstreams.verifyPayment(
    {
      provider: terms.method,
      tx_ref: input.tx_ref,
      ...(input.transaction_id ? { transaction_id: input.transaction_id } : {}),
    },
    authorization,
  );
  // Money moved (paid, or taken and owed back): wait a moment for payment's event to change the order.
  const moneyMoved = verdict.status === 'succeeded' || verdict.reason?.startsWith(refundPrefix);
  if (moneyMoved) await eventApplied(orders, terms.orderId, deps.eventWaitMs);
  const order = await current();
  if (order.isPaid) return { verdict: 'paid', order };
  if (verdict.status !== 'failed' || verdict.reason?.startsWith(replayedPrefix))
    return { verdict: 'pending', order };
  // A decline is answered at once: payment.failed records the attempt on the order shortly.
  return { verdict: verdict.reason === declinedReason ? 'declined' : 'failed', order };
}

/** Until payment's event reached the order (paid, or money it cannot take), for at most `waitMs`. */
async function eventApplied(orders: OrderRepository, orderId: string, waitMs: number): Promise<void> {
  const deadline = Date.now() + waitMs;
  for (let look = 0; ; look += 1) {
    const state = await orders.paymentStateOf(orderId);
    if (!state || state.isPaid || !awaitingVerdict.includes(state.paymentStatus)) return;
    const pause = looks[Math.min(look, looks.length - 1)]!;
    if (Date.now() + pause > deadline) return;
    await sleep(pause);
  }
}
