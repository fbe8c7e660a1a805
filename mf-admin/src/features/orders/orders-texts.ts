import type { Order } from '@glow/contracts/browser';

export const fetchOrdersFailed = 'Failed to fetch orders';
export const fetchOrderFailed = 'Failed to fetch order';
export const noOrderFound = 'No order found.';
export const noOrdersFound = 'No orders found.';
export const updateStatusFailed = 'Failed to update status';
export const statusUpdated = 'Order status updated successfully.';
export const unknownStatus = 'Unknown';

/** Why the status form offers nothing: the order's life has ended, or a refund holds it. */
export function noFurtherStatus(order: Order): string {
  if (order.paymentInfo.status === 'refund-requested' || order.paymentInfo.status === 'refunding')
    return 'A refund is in progress, so the status cannot change until the provider confirms it.';
  return `This order is ${order.status}: no further status can be set.`;
}
