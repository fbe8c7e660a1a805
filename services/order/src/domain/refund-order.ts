import type { Order } from '@glow/contracts';
import {
  AppError,
  conflict,
  notFound,
  type ActingAdmin,
  type Database,
  type Outbox,
  type PoolClient,
} from '@glow/service-kit';
import type { Upstreams } from '../clients/upstreams';
import { OrderRepository, type OrderState } from '../data/order-repository';
import { RefundCaseBook, type RefundTarget } from '../data/refund-case-repository';
import { recordOrderAction } from './admin-actions';
import { refundInProgress, shippingStatuses, withNextStatuses } from './order-lifecycle';
import { OrderTransitions } from './order-transitions';
import { openRefundCase } from './refund-cases';
import { noOrderFound } from './verify-order';

export const alreadyRefunded = 'This order has already been refunded.';
export const nothingToRefund = 'There is nothing to refund on this order.';
export const shippedCannotRefund = 'This order has shipped, so it cannot be refunded here.';
export const refundAlreadyAsked = 'A refund is already in progress for this order.';

export interface RefundDeps {
  db: Database;
  outbox: Outbox;
  upstreams: Upstreams;
}

export interface RefundRequest {
  reason: string;
  /** The admin's request (its Idempotency-Key): a retry of it answers the order, asking nothing again. */
  key: string;
  authorization: string;
  /** The admin asking: the claim is put on record as their action. */
  admin?: ActingAdmin;
}

type Claim = { state: OrderState; targets: RefundTarget[] };

/** The order's own payment becomes a case, so it is refunded once; amount and currency are payment's to say. */
async function ownPaymentCase(deps: RefundDeps, client: PoolClient, state: OrderState): Promise<void> {
  if (state.paymentStatus === 'refunded') throw conflict(alreadyRefunded);
  if (refundInProgress.has(state.paymentStatus)) throw conflict(refundAlreadyAsked);
  if (state.paymentStatus !== 'paid' || !state.paymentId) throw conflict(nothingToRefund);
  if (await new RefundCaseBook(client).exists(state.orderId, state.paymentId))
    throw conflict(alreadyRefunded);
  await openRefundCase(client, deps.outbox, {
    orderId: state.orderId,
    transactionId: state.paymentId,
    reason: 'refund: the order was refunded by an admin',
  });
}

/**
 * Writes the intent, under the order's lock, before anyone is asked: the cases to refund read
 * `requested`, and a refund of the order's own payment moves it to `refund-requested`, which the
 * lifecycle refuses to ship. A parallel or repeated request finds nothing left to claim.
 */
async function claim(deps: RefundDeps, orderId: string, request: RefundRequest): Promise<Claim> {
  return deps.db.transaction(async (client) => {
    const state = await new OrderRepository(client).lockState(orderId);
    if (!state) throw notFound(noOrderFound);
    const paymentBefore = state.paymentStatus;
    const cases = new RefundCaseBook(client);
    if (await cases.askedWith(orderId, request.key))
      return { state, targets: await cases.claimUnanswered(orderId, request.reason, request.key) };
    if (shippingStatuses.has(state.status)) throw conflict(shippedCannotRefund);
    let targets = await cases.claim(orderId, request.reason, request.key);
    if (targets.length === 0) {
      await ownPaymentCase(deps, client, state);
      targets = await cases.claim(orderId, request.reason, request.key);
    }
    if (targets.some((target) => isOwnPayment(state, target)))
      await new OrderTransitions(client, deps.outbox).movePayment(state, 'refund-asked', null);
    if (request.admin)
      await recordClaim(deps, client, request.admin, request.reason, { paymentBefore, state, targets });
    return { state, targets };
  });
}

/** The refund the admin asked for: the payment state before and after, and the cases claimed. */
async function recordClaim(
  deps: RefundDeps,
  client: PoolClient,
  admin: ActingAdmin,
  reason: string,
  { paymentBefore, state, targets }: Claim & { paymentBefore: OrderState['paymentStatus'] },
): Promise<void> {
  await recordOrderAction(client, deps.outbox, {
    ...admin,
    action: 'order.refund.requested',
    subject: { type: 'order', id: state.orderId },
    before: { paymentState: paymentBefore },
    after: {
      paymentState: state.paymentStatus,
      reason,
      casesClaimed: targets.map((target) => ({
        transactionId: target.transactionId,
        amount: target.amount === null ? null : Number(target.amount),
        currency: target.currency,
      })),
    },
  });
}

const isOwnPayment = (state: OrderState, target: RefundTarget) =>
  state.isPaid && target.transactionId === state.paymentId;

/** After payment's answer: accepted (`refunding`), or refused (the case opens again, the payment reads `paid`). */
async function applyAnswer(
  deps: RefundDeps,
  orderId: string,
  target: RefundTarget,
  answer: { refundId: string; amount?: number; currency?: string } | 'refused',
): Promise<void> {
  await deps.db.transaction(async (client) => {
    const state = (await new OrderRepository(client).lockState(orderId))!;
    const cases = new RefundCaseBook(client);
    const moves = new OrderTransitions(client, deps.outbox);
    if (answer === 'refused') await cases.withdraw(orderId, target.transactionId);
    else await cases.accepted(orderId, target.transactionId, answer);
    if (isOwnPayment(state, target))
      await moves.movePayment(state, answer === 'refused' ? 'refund-refused' : 'refund-accepted', null);
  });
}

/**
 * `POST /api/orders/:id/refund`: gives back the order's open refund cases (money it could not take,
 * second charges), else its own payment, asking payment (with the admin's token) once per case. A case
 * reads `requested` until the provider confirms (payment.refunded). Payment unreachable leaves the
 * intent: the order reads refund requested, and a request a minute later (a retry of the same key, or
 * a new one) asks again; payment refunds a transaction once, however often it is asked.
 */
export async function refundOrder(deps: RefundDeps, orderId: string, request: RefundRequest): Promise<Order> {
  const claimed = await claim(deps, orderId, request);
  for (const target of claimed.targets) {
    const answer = await deps.upstreams
      .refundPayment(
        {
          tx_ref: claimed.state.txRef,
          transactionId: target.transactionId,
          ...(target.amount === null ? {} : { amount: Number(target.amount) }),
          ...(target.currency === null ? {} : { currency: target.currency }),
          reason: request.reason,
        },
        request.authorization,
      )
      .catch(async (error: unknown) => {
        if (error instanceof AppError && error.status === 409) {
          await applyAnswer(deps, orderId, target, 'refused');
        }
        throw error;
      });
    await applyAnswer(deps, orderId, target, answer);
  }
  return withNextStatuses((await new OrderRepository(deps.db.pool).findById(orderId))!);
}
