import type { Order, RefundedLine } from '@glow/contracts';
import { unitsOfLines } from './order-lines';
import { conflict, notFound, type ActingAdmin, type MailJobs, type PoolClient } from '@glow/service-kit';
import { OrderRepository, type LineUnits, type OrderState } from '../data/order-repository';
import type { RefundTarget } from '../data/refund-case-repository';
import { RefundPartBook } from '../data/refund-part-repository';
import { ReturnBook, type StoredReturn } from '../data/return-repository';
import { recordOrderAction } from './admin-actions';
import { forAdmin } from './admin-view';
import { minorText } from './money';
import { moneyKept, refundInProgress, returnRefusal, type ReturnStatus } from './order-lifecycle';
import { OrderTransitions } from './order-transitions';
import { askPayment, partTarget, type Claim, type RefundDeps } from './refund-order';
import { partCounts, refundAlreadyAsked, shareOfLines } from './refundable';
import { returnLines } from './returnable';
import { returnMail } from './return-mail';
import { returnUnits } from './stock-release';
import { noOrderFound } from './verify-order';

export const noSuchReturn = 'This order has no such return.';

export interface ReturnDeps extends RefundDeps {
  mail: MailJobs;
  shopUrl: string;
}

interface ReturnRequestBase {
  /** The admin's request (its Idempotency-Key). */
  key: string;
  admin?: ActingAdmin;
}

async function announce(
  client: PoolClient,
  deps: ReturnDeps,
  { state, order }: { state: OrderState; order: Order },
  changed: Pick<StoredReturn, 'number' | 'lines'> & { status: ReturnStatus; sellable?: boolean },
): Promise<void> {
  await deps.outbox.add(client, 'order.return.changed', {
    key: state.orderId,
    data: {
      orderId: state.orderId,
      userId: state.userId,
      number: changed.number,
      status: changed.status,
      items: unitsOfLines(order, changed.lines),
      ...(changed.sellable === undefined ? {} : { sellable: changed.sellable }),
    },
  });
}

async function mailBuyer(
  client: PoolClient,
  deps: ReturnDeps,
  order: Order,
  lines: RefundedLine[],
  step: 'recorded' | 'received',
) {
  if (order.user) await deps.mail.enqueue(client, returnMail(order, lines, step, deps.shopUrl));
}

/** Locks the order and reads it whole; 404 when there is none. */
async function lockedOrder(
  client: PoolClient,
  orderId: string,
): Promise<{ state: OrderState; order: Order }> {
  const orders = new OrderRepository(client);
  const state = await orders.lockState(orderId);
  if (!state) throw notFound(noOrderFound);
  return { state, order: (await orders.findById(orderId))! };
}

/**
 * `POST /api/orders/:id/returns`: records goods of a shipped order the buyer sends back ('Return
 * requested'); the buyer is told by mail. A retry of the same request records nothing more.
 */
export async function recordReturn(
  deps: ReturnDeps,
  orderId: string,
  request: ReturnRequestBase & { reason: string; lines: LineUnits[] },
): Promise<Order> {
  return deps.db.transaction(async (client) => {
    const { state, order } = await lockedOrder(client, orderId);
    const returns = new ReturnBook(client);
    if (!(await returns.recordedWith(orderId, request.key))) {
      const lines = returnLines(order, request.lines);
      const recorded = await returns.record({
        orderId,
        lines,
        reason: request.reason,
        requestKey: request.key,
      });
      await announce(client, deps, { state, order }, { number: recorded.number, lines, status: 'requested' });
      await mailBuyer(client, deps, order, lines, 'recorded');
      if (request.admin)
        await recordOrderAction(client, deps.outbox, {
          ...request.admin,
          action: 'order.return.recorded',
          subject: { type: 'order', id: orderId },
          after: { return: recorded.number, lines, reason: request.reason },
        });
    }
    return forAdmin((await new OrderRepository(client).findById(orderId))!);
  });
}

/**
 * The refund of a received return's lines, as a part of the order's own payment: asked now unless
 * one stands (asked or done), nothing is left to give back, or another refund is in flight (then a
 * later receive asks it). A part payment never answered is asked again.
 */
async function claimReturnRefund(
  client: PoolClient,
  deps: ReturnDeps,
  { state, order }: { state: OrderState; order: Order },
  returned: StoredReturn,
  requestKey: string,
): Promise<RefundTarget[]> {
  const parts = new RefundPartBook(client);
  const standing = order.refunds.filter((part) => part.returnNumber === returned.number && partCounts(part));
  if (standing.some((part) => part.status === 'requested'))
    return (await parts.claimUnanswered(order._id)).map(partTarget);
  if (standing.length > 0 || !moneyKept.has(state.paymentStatus) || !order.paymentInfo.payment_id) return [];
  const amountMinor = shareOfLines(order, returned.lines);
  if (amountMinor <= 0n) return [];
  const part = await parts.request({
    orderId: order._id,
    transactionId: order.paymentInfo.payment_id,
    amount: minorText(amountMinor),
    currency: order.paymentInfo.currency,
    lines: returned.lines,
    reason: 'refund: returned goods',
    note: returned.reason,
    requestKey,
    returnNumber: returned.number,
  });
  await new OrderTransitions(client, deps.outbox).movePayment(state, 'refund-asked', null);
  return [partTarget(part)];
}

async function findReturn(client: PoolClient, orderId: string, number: number) {
  const found = await new ReturnBook(client).find(orderId, number);
  if (!found) throw notFound(noSuchReturn);
  return found;
}

/**
 * `POST /api/orders/:id/returns/:number/receive`: the goods arrived ('Returned'). Their units go back on
 * sale if they can be sold (order.stock.returned), the buyer is told, and their lines are refunded as
 * a part of the payment (asked of payment like any refund). Asked again, it only asks for a refund
 * that does not stand yet.
 */
export async function receiveReturn(
  deps: ReturnDeps,
  orderId: string,
  number: number,
  request: ReturnRequestBase & { sellable: boolean; authorization: string },
): Promise<Order> {
  const { claimed, reason } = await deps.db.transaction(async (client) => {
    const locked = await lockedOrder(client, orderId);
    const { state, order } = locked;
    const found = await findReturn(client, orderId, number);
    if (found.status === 'withdrawn') throw conflict(returnRefusal('withdrawn', 'received')!);
    if (found.status === 'requested') {
      if (refundInProgress.has(state.paymentStatus)) throw conflict(refundAlreadyAsked);
      await new ReturnBook(client).received(orderId, number, request.sellable);
      if (request.sellable) await returnUnits(client, deps.outbox, orderId, found.lines, 'returned');
      await announce(client, deps, locked, {
        number,
        lines: found.lines,
        status: 'received',
        sellable: request.sellable,
      });
      await mailBuyer(client, deps, order, found.lines, 'received');
      if (request.admin)
        await recordOrderAction(client, deps.outbox, {
          ...request.admin,
          action: 'order.return.received',
          subject: { type: 'order', id: orderId },
          before: { return: number, status: 'requested' },
          after: { return: number, status: 'received', sellable: request.sellable },
        });
    }
    const targets = await claimReturnRefund(client, deps, locked, found, request.key);
    const claim: Claim = { state, targets };
    return { claimed: claim, reason: found.reason };
  });
  await askPayment(deps, claimed, { reason, authorization: request.authorization });
  return forAdmin((await new OrderRepository(deps.db.pool).findById(orderId))!);
}

/** `POST /api/orders/:id/returns/:number/withdraw`: the goods never came back; nothing is refunded. */
export async function withdrawReturn(
  deps: ReturnDeps,
  orderId: string,
  number: number,
  request: Omit<ReturnRequestBase, 'key'>,
): Promise<Order> {
  return deps.db.transaction(async (client) => {
    const locked = await lockedOrder(client, orderId);
    const found = await findReturn(client, orderId, number);
    const refusal = returnRefusal(found.status, 'withdrawn');
    if (refusal) throw conflict(refusal);
    await new ReturnBook(client).withdrawn(orderId, number);
    await announce(client, deps, locked, { number, lines: found.lines, status: 'withdrawn' });
    if (request.admin)
      await recordOrderAction(client, deps.outbox, {
        ...request.admin,
        action: 'order.return.withdrawn',
        subject: { type: 'order', id: orderId },
        before: { return: number, status: 'requested' },
        after: { return: number, status: 'withdrawn' },
      });
    return forAdmin((await new OrderRepository(client).findById(orderId))!);
  });
}
