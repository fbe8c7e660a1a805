import type { AdminActionName, AdminActionSubjectType } from '@glow/contracts/browser';

export const fetchActivityFailed = 'Failed to fetch the activity log';
export const noActivityFound = 'No admin actions found.';

/** What each action the services record is called on screen; an action added later shows its own name. */
export const actionLabels: Record<AdminActionName, string> = {
  'product.created': 'Product created',
  'product.updated': 'Product changed',
  'product.deleted': 'Product deleted',
  'review.deleted': 'Review deleted',
  'user.updated': 'User changed',
  'user.deleted': 'User deleted',
  'shipping-price.changed': 'Shipping price changed',
  'order.status.changed': 'Order status changed',
  'order.refund.requested': 'Refund requested',
  'order.return.recorded': 'Return recorded',
  'order.return.received': 'Return received',
  'order.return.withdrawn': 'Return withdrawn',
};

export const actionLabel = (action: string): string =>
  (actionLabels as Record<string, string | undefined>)[action] ?? action;

/** What each kind of subject is called on screen. */
const subjectLabels: Record<AdminActionSubjectType, string> = {
  product: 'Product',
  review: 'Review',
  user: 'User',
  order: 'Order',
  'shipping-price': 'Shipping price',
};

export const subjectLabel = (type: string): string =>
  (subjectLabels as Record<string, string | undefined>)[type] ?? type;
