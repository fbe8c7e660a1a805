import type { OrderReturn, OrderStatus, PaymentStatus } from '@glow/contracts';

export type ReturnStatus = OrderReturn['status'];

/**
 * The order's life as data: its fulfilment status (the spec's six names) and its payment state, each
 * with every move allowed from it. Every write of either goes through `order-transitions.ts`, which
 * refuses anything this module does not allow.
 */

/** Where the goods are. Forward only: a status that goods have passed is never set again. */
export const fulfilmentMoves: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  Pending: ['Processing', 'Cancelled'],
  Processing: ['Shipped', 'Out for Delivery', 'Delivered', 'Cancelled'],
  Shipped: ['Out for Delivery', 'Delivered'],
  'Out for Delivery': ['Delivered'],
  Delivered: [],
  Cancelled: [],
};

/** What happens to the money: the provider's verdicts, the expiry, and the steps of a refund. */
export type PaymentEvent =
  | 'confirmed'
  | 'declined'
  | 'expired'
  | 'rejected'
  | 'refund-asked'
  | 'refund-accepted'
  | 'refund-refused'
  | 'refund-refused-after-parts'
  | 'part-refund-confirmed'
  | 'refund-confirmed';

/**
 * Where the money is, and where each event takes it. `rejected` is money the provider took that the
 * order cannot keep (a refund case). A refund of the order's own payment is asked (`refund-requested`,
 * written before payment is called: the intent), accepted by the provider (`refunding`) and confirmed
 * (`refunded`); a refusal puts it back to `paid`. A part of it given back (some lines, or an amount)
 * goes the same way but ends `partly-refunded` (`part-refund-confirmed`) while money is left, and a
 * later refusal goes back there (`refund-refused-after-parts`): one refund is in flight at a time.
 * Money an unpaid order could not take stays `refund-needed` while its cases are refunded, then reads
 * `refunded`.
 */
export const paymentMoves: Readonly<
  Record<PaymentStatus, Readonly<Partial<Record<PaymentEvent, PaymentStatus>>>>
> = {
  pending: { confirmed: 'paid', declined: 'failed', expired: 'expired', rejected: 'refund-needed' },
  failed: { confirmed: 'paid', declined: 'failed', expired: 'expired', rejected: 'refund-needed' },
  expired: { rejected: 'refund-needed' },
  paid: { 'refund-asked': 'refund-requested' },
  'refund-needed': { rejected: 'refund-needed', 'refund-confirmed': 'refunded' },
  'refund-requested': {
    'refund-accepted': 'refunding',
    'refund-refused': 'paid',
    'refund-refused-after-parts': 'partly-refunded',
    'part-refund-confirmed': 'partly-refunded',
    'refund-confirmed': 'refunded',
  },
  refunding: { 'part-refund-confirmed': 'partly-refunded', 'refund-confirmed': 'refunded' },
  'partly-refunded': { 'refund-asked': 'refund-requested' },
  refunded: {},
};

/**
 * Unpaid states a provider's verdict may still change (the payment sweeper asks about these): a
 * success pays the order, or, after expiry, becomes a refund case. Never a state the money left.
 */
export const awaitingVerdict: readonly PaymentStatus[] = ['pending', 'failed', 'expired'];

/** Statuses that mean the goods have left the shop. */
export const shippingStatuses: ReadonlySet<OrderStatus> = new Set([
  'Shipped',
  'Out for Delivery',
  'Delivered',
]);

/** Payment states while money is on its way back to the buyer. */
export const refundInProgress: ReadonlySet<PaymentStatus> = new Set(['refund-requested', 'refunding']);

/** Payment states in which the order keeps money it took: it may ship, and it may be refunded. */
export const moneyKept: ReadonlySet<PaymentStatus> = new Set(['paid', 'partly-refunded']);

/** What a fulfilment move is decided on. */
export interface LifecycleState {
  status: OrderStatus;
  paymentStatus: PaymentStatus;
}

export const cannotReopen =
  'This order was cancelled and its items went back on sale, so it cannot be reopened.';
export const notPaidYet = (status: OrderStatus) =>
  `This order has not been paid, so it cannot be marked ${status}.`;
export const refundUnderway = (status: OrderStatus) =>
  `A refund is in progress for this order, so it cannot be marked ${status}.`;
export const refundedAlready = (status: OrderStatus) =>
  `This order was refunded, so it cannot be marked ${status}.`;
export const paidCannotCancel =
  'This order has been paid, so cancelling it would keep the money. Refund it instead: a refund before shipping cancels the order.';
export const cancelAwaitsRefund =
  'A refund is in progress for this order; it is cancelled when the provider confirms the refund.';
export const goneBack = (from: OrderStatus, to: OrderStatus) =>
  `This order is ${from}, so it cannot go back to ${to}.`;

/** Why paid-only statuses are refused for this payment state; undefined when the money is in. */
function unpaidRefusal(paymentStatus: PaymentStatus, to: OrderStatus): string | undefined {
  if (moneyKept.has(paymentStatus)) return undefined;
  if (refundInProgress.has(paymentStatus)) return refundUnderway(to);
  if (paymentStatus === 'refunded') return refundedAlready(to);
  return notPaidYet(to);
}

/** Why an order cannot move to `to`, in a sentence a person understands; undefined when it may. */
export function fulfilmentRefusal(state: LifecycleState, to: OrderStatus): string | undefined {
  if (state.status === 'Cancelled') return cannotReopen;
  if (to === 'Cancelled') {
    if (shippingStatuses.has(state.status))
      return `This order is ${state.status}, so it cannot be cancelled.`;
    if (moneyKept.has(state.paymentStatus)) return paidCannotCancel;
    if (refundInProgress.has(state.paymentStatus)) return cancelAwaitsRefund;
    return undefined;
  }
  return (
    unpaidRefusal(state.paymentStatus, to) ??
    (fulfilmentMoves[state.status].includes(to) ? undefined : goneBack(state.status, to))
  );
}

/** The statuses an admin may set next (the status form offers only these). */
export function nextStatuses(state: LifecycleState): OrderStatus[] {
  return fulfilmentMoves[state.status].filter((to) => fulfilmentRefusal(state, to) === undefined);
}

/** Where `event` takes a payment in state `from`; undefined when it does not apply there. */
export const paymentAfter = (from: PaymentStatus, event: PaymentEvent): PaymentStatus | undefined =>
  paymentMoves[from][event];

/** The payment states `event` applies to (bulk moves select their rows with it). */
export const paymentSourcesOf = (event: PaymentEvent): PaymentStatus[] =>
  (Object.keys(paymentMoves) as PaymentStatus[]).filter((from) => paymentAfter(from, event) !== undefined);

/**
 * Goods sent back after shipping: recorded (`requested`, 'Return requested'), then received by the shop
 * (`received`, 'Returned': its lines are refunded) or `withdrawn` when they never come back.
 */
export const returnMoves: Readonly<Record<ReturnStatus, readonly ReturnStatus[]>> = {
  requested: ['received', 'withdrawn'],
  received: [],
  withdrawn: [],
};

export const notShippedYet =
  'This order has not shipped, so nothing can be returned. Refund its items instead.';
export const returnAlready = (status: ReturnStatus) =>
  status === 'received' ? 'This return was already received.' : 'This return was withdrawn.';

/** Why a return in `from` cannot move to `to`; undefined when it may. */
export const returnRefusal = (from: ReturnStatus, to: ReturnStatus): string | undefined =>
  returnMoves[from].includes(to) ? undefined : returnAlready(from);
