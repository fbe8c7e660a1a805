import type { Order } from '@glow/contracts/browser';

export const fetchOrdersFailed = 'Failed to fetch orders';
export const fetchOrderFailed = 'Failed to fetch order';
export const noOrderFound = 'No order found.';
export const noOrdersFound = 'No orders found.';
export const updateStatusFailed = 'Failed to update status';
export const statusUpdated = 'Order status updated successfully.';
export const unknownStatus = 'Unknown';

/** Shared by the Refund and Record Return dialogs: units per line and the admin's reason. */
export const chooseItems = 'Choose at least one item.';
export const unitsOutOfRange = (most: number) => `Enter a whole number from 0 to ${most}.`;
export const reasonMaxLength = 500;
/** `kept` names what the reason is kept with: "refund", "return". */
export const reasonHint = (kept: string) => `Up to ${reasonMaxLength} characters, kept with the ${kept}.`;

/** Why the status form offers nothing: the order's life has ended, or a refund holds it. */
export function noFurtherStatus(order: Order): string {
  if (order.paymentInfo.status === 'refund-requested' || order.paymentInfo.status === 'refunding')
    return 'A refund is in progress, so the status cannot change until the provider confirms it.';
  return `This order is ${order.status}: no further status can be set.`;
}
