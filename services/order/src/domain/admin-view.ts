import type { Order } from '@glow/contracts';
import { nextStatuses } from './order-lifecycle';
import { refundableOf } from './refundable';

/**
 * An order as an admin reads it: with the statuses the lifecycle lets them set next, and what a
 * refund may give back now (the back office offers only these).
 */
export function forAdmin(order: Order): Order {
  const refundable = refundableOf(order);
  return {
    ...order,
    nextStatuses: nextStatuses({ status: order.status, paymentStatus: order.paymentInfo.status }),
    ...(refundable ? { refundable } : {}),
  };
}
