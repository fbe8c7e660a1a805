import {
  lineKey,
  type Order,
  type OrderLineRef,
  type RefundCase,
  type RefundedLine,
  type Refundable,
  type RefundOrderRequest,
} from '@glow/contracts';
import { badRequest, conflict } from '@glow/service-kit';
import { moneyKept, refundInProgress, shippingStatuses } from './order-lifecycle';
import { fromMinor, shareOf, toMinor } from './money';
import { itemKey, itemName, itemRef } from './order-lines';

/**
 * What a refund may give back, decided from the order as it reads: the admin's screen is shown this
 * (`Order.refundable`), and a request is checked against it under the order's lock.
 */

export const alreadyRefunded = 'This order has already been refunded.';
export const nothingToRefund = 'There is nothing to refund on this order.';
export const shippedCannotRefund = 'This order has shipped, so it cannot be refunded here.';
export const refundAlreadyAsked = 'A refund is already in progress for this order.';
export const linesOrAmount = 'Choose the lines to refund or an amount, not both.';
export const noSuchLine = 'This order has no line for one of the products to refund.';
export const tooManyUnits = (left: number, name: string) => `At most ${left} of ${name} can be refunded.`;
export const amountTooHigh = (max: number, currency: string) =>
  `At most ${max.toFixed(2)} ${currency} can be refunded on this order.`;

/** A part of the order's own payment, as checked: what goes back, and the lines if it was given as lines. */
export interface PartToGiveBack {
  amountMinor: bigint;
  lines?: RefundedLine[];
}

const isPart = (refund: RefundCase) => refund.part !== undefined;
/** A part asked for or given back (not refused). */
export const partCounts = (refund: RefundCase) =>
  isPart(refund) && (refund.status === 'requested' || refund.status === 'refunded');

/** Open cases the provider can be asked about (it needs the transaction that took the money). */
const openCases = (order: Order) =>
  order.refunds.filter((refund) => !isPart(refund) && refund.status === 'open' && refund.transactionId);

/** True when the order's own payment has a whole refund (asked, or done): it is refunded once. */
const ownPaymentHasCase = ({ refunds, paymentInfo }: Order) =>
  refunds.some((refund) => !isPart(refund) && refund.transactionId === paymentInfo.payment_id);

/** What the order's own payment took, less its parts asked for or given back, in minor units. */
export function leftOfPayment(order: Order): bigint {
  const parts = order.refunds.filter(partCounts);
  return parts.reduce((left, part) => left - toMinor(part.amount ?? 0), toMinor(order.paymentInfo.amount));
}

/** Units of each line given back in parts already asked for or done, by line key. */
function unitsGivenBack(order: Order): Map<string, number> {
  const units = new Map<string, number>();
  for (const refund of order.refunds.filter(partCounts))
    for (const line of refund.lines ?? [])
      units.set(lineKey(line), (units.get(lineKey(line)) ?? 0) + line.quantity);
  return units;
}

/** Why no part of the order's own payment can be given back now; undefined when one can. */
function partRefusal(order: Order): string | undefined {
  const { status, payment_id } = order.paymentInfo;
  if (status === 'refunded') return alreadyRefunded;
  if (refundInProgress.has(status)) return refundAlreadyAsked;
  if (!moneyKept.has(status) || !payment_id || ownPaymentHasCase(order)) return nothingToRefund;
  if (shippingStatuses.has(order.status)) return shippedCannotRefund;
  if (leftOfPayment(order) <= 0n) return alreadyRefunded;
  return undefined;
}

/** Each unit's share of what was paid, in the payment's currency: its price × paid ÷ the order's total. */
function lineShares(order: Order) {
  const paid = toMinor(order.paymentInfo.amount);
  const total = toMinor(order.totalAmount);
  const back = unitsGivenBack(order);
  return order.orderItems.map((item) => {
    const unitPrice = toMinor(item.product.discountPrice ?? item.product.price);
    return {
      ref: itemRef(item),
      key: itemKey(item),
      name: itemName(item),
      left: item.quantity - (back.get(itemKey(item)) ?? 0),
      unitAmount: (Number(unitPrice) * Number(paid)) / Number(total) / 100,
      minorFor: (units: number) => shareOf(paid, unitPrice * BigInt(units), total),
    };
  });
}

function partOf(order: Order): Refundable['part'] {
  if (partRefusal(order)) return undefined;
  return {
    currency: order.paymentInfo.currency,
    maxAmount: fromMinor(leftOfPayment(order)),
    lines: lineShares(order)
      .filter((line) => line.left > 0)
      .map(({ ref, name, left, unitAmount }) => ({ ...ref, name, quantity: left, unitAmount })),
  };
}

/** The whole refund: open cases, else what is left of the order's own payment, else what is in flight. */
function wholeOf(order: Order): Refundable['whole'] {
  const cases = openCases(order);
  if (cases.length > 0)
    return cases.map((refund) => ({
      ...(refund.amount === undefined ? {} : { amount: refund.amount }),
      currency: refund.currency ?? order.paymentInfo.currency,
    }));
  const { status, currency } = order.paymentInfo;
  if (!partRefusal(order)) return [{ amount: fromMinor(leftOfPayment(order)), currency }];
  // Asked, and not accepted yet: asking again sends what payment never answered.
  if (status === 'refund-requested')
    return order.refunds
      .filter((refund) => refund.status === 'requested')
      .map((refund) => ({
        ...(refund.amount === undefined ? {} : { amount: refund.amount }),
        currency: refund.currency ?? currency,
      }));
  return [];
}

/** What a refund may give back now; undefined when nothing can be. */
export function refundableOf(order: Order): Refundable | undefined {
  const whole = wholeOf(order);
  const part = partOf(order);
  if (whole.length === 0 && !part) return undefined;
  return { whole, ...(part ? { part } : {}) };
}

/** True when the request asks for a part (some lines, or an amount) rather than all that is left. */
export const asksForPart = (request: Pick<RefundOrderRequest, 'lines' | 'amount'>) =>
  request.lines !== undefined || request.amount !== undefined;

/**
 * Checks a request for a part against the order (read under its lock): the lines' units left, or an
 * amount up to what is left of the payment. Answers what goes back, or throws 409 / 400 with a sentence.
 */
export function partToGiveBack(
  order: Order,
  request: Pick<RefundOrderRequest, 'lines' | 'amount'>,
): PartToGiveBack {
  const refusal = partRefusal(order);
  if (refusal) throw conflict(refusal);
  const left = leftOfPayment(order);
  const { currency } = order.paymentInfo;
  let part: PartToGiveBack;
  if (request.lines) {
    const shares = lineShares(order);
    const lines: RefundedLine[] = [];
    let amountMinor = 0n;
    for (const asked of request.lines) {
      const share = shares.find((line) => line.key === lineKey(asked));
      if (!share) throw badRequest(noSuchLine);
      if (asked.quantity > share.left) throw badRequest(tooManyUnits(share.left, share.name));
      lines.push({ ...share.ref, name: share.name, quantity: asked.quantity });
      amountMinor += share.minorFor(asked.quantity);
    }
    part = { amountMinor, lines };
  } else {
    part = { amountMinor: toMinor(request.amount!) };
  }
  if (part.amountMinor <= 0n) throw badRequest(nothingToRefund);
  if (part.amountMinor > left) throw badRequest(amountTooHigh(fromMinor(left), currency));
  return part;
}

/** What these lines' units are worth of what was paid (their shares), at most what is left of it. */
export function shareOfLines(order: Order, lines: (OrderLineRef & { quantity: number })[]): bigint {
  const shares = lineShares(order);
  const worth = lines.reduce(
    (sum, line) => sum + (shares.find((share) => share.key === lineKey(line))?.minorFor(line.quantity) ?? 0n),
    0n,
  );
  const left = leftOfPayment(order);
  return worth < left ? worth : left;
}
