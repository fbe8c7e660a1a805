import type { Order, OrderStatus, RefundCase } from '@glow/contracts/browser';
import { formatCharged } from './format';

/** The order service refuses to refund these: the goods have left. */
const shippingStatuses: ReadonlySet<OrderStatus> = new Set(['Shipped', 'Out for Delivery', 'Delivered']);

/**
 * The provider accepted the refund of the order's own payment. (One only asked for may be asked
 * again: the order service sends it once more only if payment never answered.)
 */
const refundUnderway: ReadonlySet<string> = new Set(['refunding']);

/** Open cases the provider can be asked about: it needs the transaction that took the money. */
const openCases = (order: Order) => order.refunds.filter((c) => c.status === 'open' && c.transactionId);

/** The order's own payment already has a case (asked for, or refunded): it is refunded once. */
const ownPaymentHasCase = ({ paymentInfo, refunds }: Order) =>
  refunds.some((c) => c.transactionId === paymentInfo.payment_id);

/**
 * What `POST /api/orders/:id/refund` would give back, decided as the order service decides it: a
 * paid, unshipped order with its payment not refunded yet, or one with open refund cases.
 */
export function canRefund(order: Order): boolean {
  if (shippingStatuses.has(order.status)) return false;
  if (refundUnderway.has(order.paymentInfo.status)) return false;
  if (openCases(order).length > 0) return true;
  const { status, payment_id } = order.paymentInfo;
  if (status === 'refund-requested') return true;
  return status === 'paid' && Boolean(payment_id) && !ownPaymentHasCase(order);
}

/** "NGN 5,500.00", or "NGN 1,000.00 and USD 3.00": the open cases' money, else the payment's. */
export function amountToGiveBack(order: Order): string {
  const { amount, currency } = order.paymentInfo;
  const cases: Pick<RefundCase, 'amount' | 'currency'>[] = openCases(order);
  const targets = cases.length > 0 ? cases : [{ amount, currency }];
  const totals = new Map<string, number>();
  // The service asks for the order's amount when a case does not say what the provider took.
  for (const target of targets) {
    const code = target.currency ?? currency;
    totals.set(code, (totals.get(code) ?? 0) + Math.round((target.amount ?? amount) * 100));
  }
  return [...totals].map(([code, minor]) => formatCharged(minor / 100, code)).join(' and ');
}

/** The refund went through at once when none of its cases still waits for the provider. */
export const refundSettled = (order: Order) =>
  !order.refunds.some((c) => c.status === 'requested') && order.refunds.some((c) => c.status === 'refunded');

/** `refund:` is the code payment and order agree on for money owed back; the admin reads the words after it. */
export function readableReason(reason: string): string {
  const words = reason.replace(/^refund:\s*/, '');
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : reason;
}
