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
import { OrderRepository, type LineUnits, type OrderState } from '../data/order-repository';
import { RefundCaseBook, type RefundTarget } from '../data/refund-case-repository';
import { partRefundKey, RefundPartBook, type RefundPart } from '../data/refund-part-repository';
import { recordOrderAction } from './admin-actions';
import { minorText } from './money';
import { forAdmin } from './admin-view';
import { moneyKept, refundInProgress, shippingStatuses } from './order-lifecycle';
import { OrderTransitions } from './order-transitions';
import { openRefundCase } from './refund-cases';
import {
  alreadyRefunded,
  asksForPart,
  nothingToRefund,
  partToGiveBack,
  refundAlreadyAsked,
  shippedCannotRefund,
} from './refundable';
import { noOrderFound } from './verify-order';

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
  /** A part of the order's own payment: these lines' units, or an amount; neither asks for all that is left. */
  lines?: LineUnits[];
  amount?: number;
}

/** What a request claimed under the order's lock: the order as it was, and what to ask payment for. */
export type Claim = { state: OrderState; targets: RefundTarget[] };

/** The order's own payment becomes a case, so it is refunded once; amount and currency are payment's to say. */
async function ownPaymentCase(deps: RefundDeps, client: PoolClient, state: OrderState): Promise<void> {
  if (state.paymentStatus === 'refunded') throw conflict(alreadyRefunded);
  if (refundInProgress.has(state.paymentStatus)) throw conflict(refundAlreadyAsked);
  if (!moneyKept.has(state.paymentStatus) || !state.paymentId) throw conflict(nothingToRefund);
  if (shippingStatuses.has(state.status)) throw conflict(shippedCannotRefund);
  if (await new RefundCaseBook(client).exists(state.orderId, state.paymentId))
    throw conflict(alreadyRefunded);
  await openRefundCase(client, deps.outbox, {
    orderId: state.orderId,
    transactionId: state.paymentId,
    reason: 'refund: the order was refunded by an admin',
  });
}

export const partTarget = (part: RefundPart): RefundTarget => ({
  transactionId: part.transactionId,
  amount: part.amount,
  currency: part.currency,
  part: part.part,
});

/** A part of the order's own payment, checked against the order as it reads under the lock. */
async function claimPart(client: PoolClient, orderId: string, request: RefundRequest): Promise<RefundTarget> {
  const order = (await new OrderRepository(client).findById(orderId))!;
  const give = partToGiveBack(order, request);
  const part = await new RefundPartBook(client).request({
    orderId,
    transactionId: order.paymentInfo.payment_id!,
    amount: minorText(give.amountMinor),
    currency: order.paymentInfo.currency,
    lines: give.lines,
    reason: give.lines
      ? 'refund: some items given back by an admin'
      : 'refund: part of the payment given back by an admin',
    note: request.reason,
    requestKey: request.key,
  });
  return partTarget(part);
}

/** A retry of a request: only what it asked for and payment never answered is asked again. */
async function claimRetry(client: PoolClient, orderId: string, request: RefundRequest) {
  const cases = await new RefundCaseBook(client).claimUnanswered(orderId, request.reason, request.key);
  const parts = await new RefundPartBook(client).claimUnanswered(orderId, request.key);
  return [...cases, ...parts.map(partTarget)];
}

/** All that is left: open cases and unanswered parts, else the order's own payment (what is left of it). */
async function claimWhole(deps: RefundDeps, client: PoolClient, state: OrderState, request: RefundRequest) {
  const cases = new RefundCaseBook(client);
  const unanswered = await new RefundPartBook(client).claimUnanswered(state.orderId);
  let targets = [
    ...(await cases.claim(state.orderId, request.reason, request.key)),
    ...unanswered.map(partTarget),
  ];
  if (targets.length === 0) {
    await ownPaymentCase(deps, client, state);
    targets = await cases.claim(state.orderId, request.reason, request.key);
  }
  return targets;
}

/**
 * Writes the intent, under the order's lock, before anyone is asked: the cases or the part to refund
 * read `requested`, and a refund of the order's own payment (all or part of it) moves it to
 * `refund-requested`, which the lifecycle refuses to ship. A parallel or repeated request finds
 * nothing left to claim.
 */
async function claim(deps: RefundDeps, orderId: string, request: RefundRequest): Promise<Claim> {
  return deps.db.transaction(async (client) => {
    const state = await new OrderRepository(client).lockState(orderId);
    if (!state) throw notFound(noOrderFound);
    const paymentBefore = state.paymentStatus;
    const retry =
      (await new RefundCaseBook(client).askedWith(orderId, request.key)) ||
      (await new RefundPartBook(client).askedWith(orderId, request.key));
    if (retry) return { state, targets: await claimRetry(client, orderId, request) };
    const targets = asksForPart(request)
      ? [await claimPart(client, orderId, request)]
      : await claimWhole(deps, client, state, request);
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
        ...(target.part === undefined ? {} : { part: target.part }),
        transactionId: target.transactionId,
        amount: target.amount === null ? null : Number(target.amount),
        currency: target.currency,
      })),
    },
  });
}

const isOwnPayment = (state: OrderState, target: RefundTarget) =>
  state.isPaid && target.transactionId === state.paymentId;

type Answer = { refundId: string; amount?: number; currency?: string } | 'refused';

/** Records payment's answer on the case or the part it was about. */
async function recordAnswer(client: PoolClient, orderId: string, target: RefundTarget, answer: Answer) {
  if (target.part !== undefined) {
    const parts = new RefundPartBook(client);
    if (answer === 'refused') await parts.refused(orderId, target.part);
    else await parts.accepted(orderId, target.part, answer.refundId);
    return;
  }
  const cases = new RefundCaseBook(client);
  if (answer === 'refused') await cases.withdraw(orderId, target.transactionId);
  else await cases.accepted(orderId, target.transactionId, answer);
}

/**
 * After payment's answer: accepted (`refunding`), or refused (a case opens again, a part reads
 * refused, and the payment reads `paid`, or `partly-refunded` where earlier parts were given back).
 */
async function applyAnswer(deps: RefundDeps, orderId: string, target: RefundTarget, answer: Answer) {
  await deps.db.transaction(async (client) => {
    const state = (await new OrderRepository(client).lockState(orderId))!;
    await recordAnswer(client, orderId, target, answer);
    if (!isOwnPayment(state, target)) return;
    const moves = new OrderTransitions(client, deps.outbox);
    if (answer !== 'refused') await moves.movePayment(state, 'refund-accepted', null);
    else if (Number(await new RefundPartBook(client).refundedTotal(orderId)) > 0)
      await moves.movePayment(state, 'refund-refused-after-parts', null);
    else await moves.movePayment(state, 'refund-refused', null);
  });
}

/**
 * `POST /api/orders/:id/refund`: gives back the order's open refund cases (money it could not take,
 * second charges), else what is left of its own payment, or the part of it the admin chose (some
 * lines, or an amount), asking payment (with the admin's token) once per case or part. A case
 * reads `requested` until the provider confirms (payment.refunded). Payment unreachable leaves the
 * intent: the order reads refund requested, and a request a minute later (a retry of the same key, or
 * a new one) asks again; payment refunds a transaction once, however often it is asked.
 */
export async function refundOrder(deps: RefundDeps, orderId: string, request: RefundRequest): Promise<Order> {
  const claimed = await claim(deps, orderId, request);
  await askPayment(deps, claimed, request);
  return forAdmin((await new OrderRepository(deps.db.pool).findById(orderId))!);
}

/**
 * Asks payment (with the admin's token) for each claimed case or part, one after another, and
 * records each answer; a refusal is recorded and answered as 409.
 */
export async function askPayment(
  deps: RefundDeps,
  claimed: Claim,
  request: Pick<RefundRequest, 'reason' | 'authorization'>,
): Promise<void> {
  const { orderId, txRef } = claimed.state;
  for (const target of claimed.targets) {
    const answer = await deps.upstreams
      .refundPayment(
        {
          tx_ref: txRef,
          transactionId: target.transactionId,
          ...(target.part === undefined ? {} : { refundKey: partRefundKey(target.part) }),
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
}
