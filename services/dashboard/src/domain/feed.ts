import type { DashboardFeedItem, DashboardFeedItemV2 } from '@glow/contracts';
import type { Outbox } from '@glow/service-kit';
import type { PoolClient } from 'pg';
import { FeedRepository } from '../data/feed-repository';
import type { PaidOrder } from '../data/order-repository';

/** `dashboard.feed.added` has one key, so the whole feed keeps its order on one partition. */
export const feedEventKey = 'dashboard-feed';

/**
 * Adds the item to the feed and announces it in the same transaction, once per order, message or
 * refund case: an item already in the feed (a redelivery, or the other half of an order arriving)
 * adds nothing. Version 1 kinds stay on `dashboard.feed.added` until every consumer reads version
 * 2; only the kinds version 1 lacks go to `dashboard.feed.added.v2`, so no entry is announced twice.
 */
export async function addToFeed(
  client: PoolClient,
  outbox: Outbox,
  item: DashboardFeedItemV2,
): Promise<void> {
  if (!(await new FeedRepository(client).add(item))) return;
  if (item.kind === 'refund') {
    await outbox.add(client, 'dashboard.feed.added.v2', { key: feedEventKey, data: item });
  } else {
    await outbox.add(client, 'dashboard.feed.added', { key: feedEventKey, data: item });
  }
}

export const paidOrderItem = (order: PaidOrder): DashboardFeedItem => ({
  kind: 'order',
  id: `order:${order.orderId}`,
  orderId: order.orderId,
  amount: Number(order.amount),
  at: order.paidAt.toISOString(),
});
