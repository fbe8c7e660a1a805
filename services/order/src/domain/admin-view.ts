import type { Order } from '@glow/contracts';
import { nextStatuses } from './order-lifecycle';
import { refundableOf } from './refundable';
import { returnableOf } from './returnable';

/** An order as its buyer reads it: the admins' notes on its refunds stay in the back office. */
export const forBuyer = (order: Order): Order => ({
  ...order,
  refunds: order.refunds.map(({ note: _note, ...refund }) => refund),
});

/**
 * An order as an admin reads it: with the statuses the lifecycle lets them set next, what a refund
 * may give back now, and what a return may name (the back office offers only these).
 */
export function forAdmin(order: Order): Order {
  const refundable = refundableOf(order);
  const returnable = returnableOf(order);
  return {
    ...order,
    nextStatuses: nextStatuses({ status: order.status, paymentStatus: order.paymentInfo.status }),
    ...(refundable ? { refundable } : {}),
    ...(returnable ? { returnable } : {}),
  };
}
