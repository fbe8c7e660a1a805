import type { z } from 'zod';
import type { adminActionSchema, Producer } from './topics';

/** An admin action as its service recorded it (`<service>.admin-action.recorded`). */
export type AdminAction = z.infer<typeof adminActionSchema>;

/**
 * The admin actions the services record today. The topics accept any word of this shape, so an
 * action added later reaches the log without a new topic; the back office names the ones it knows.
 */
export const adminActionNames = [
  'product.created',
  'product.updated',
  'product.deleted',
  'review.deleted',
  'user.updated',
  'user.deleted',
  'shipping-price.changed',
  'order.status.changed',
  'order.refund.requested',
  'order.return.recorded',
  'order.return.received',
  'order.return.withdrawn',
] as const;
export type AdminActionName = (typeof adminActionNames)[number];

/** What an action changed: a product, a review, a user, an order, the shipping price. */
export type AdminActionSubjectType = 'product' | 'review' | 'user' | 'order' | 'shipping-price';

/** One line of the admin activity log: the action, the service that recorded it and the event's id. */
export interface AdminActivityEntry extends AdminAction {
  id: string;
  source: Producer;
}

/** `GET /api/admin/audit?actor=&action=&subject=&page=` (admin): newest first, 20 a page. */
export interface AdminActivityPage {
  items: AdminActivityEntry[];
  total: number;
  page: number;
  pages: number;
}

/** The filters of `GET /api/admin/audit`: an admin's user id, an action, a subject's id. */
export interface AdminActivityFilters {
  actor?: string;
  action?: string;
  subject?: string;
}
