import { useEffect, useState } from 'react';
import type { Order } from '@glow/contracts';

const payable = new Set(['pending', 'failed']);
/** setTimeout's longest delay; a later deadline is looked at again then. */
const longestDelayMs = 2_147_483_647;

/** When the order's payment window closes (ms), NaN when the order does not say. */
export const closesAt = (order: Order) => Date.parse(order.paymentInfo.expiresAt ?? '');

/**
 * Unpaid and still payable under its reference: pending, or a declined attempt, not cancelled, its window
 * open. A cancelled order or one past its window would have its payment refunded, not taken.
 */
export const isAwaitingPayment = (order: Order, now: number) =>
  !order.isPaid &&
  payable.has(order.paymentInfo.status) &&
  order.status !== 'Cancelled' &&
  closesAt(order) > now;

/** The time, re-rendering when the next of these orders' payment windows closes. */
export function useNowUntilWindowsClose(orders: readonly Order[] | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  const next = Math.min(...(orders ?? []).map(closesAt).filter((deadline) => deadline > now));
  useEffect(() => {
    if (!Number.isFinite(next)) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(next - now, longestDelayMs));
    return () => clearTimeout(timer);
  }, [next, now]);
  return now;
}
