import {
  createEnvelope,
  topicContracts,
  type EventEnvelope,
  type Topic,
  type TopicData,
} from '@glow/contracts';
import type { EventBus } from '@glow/service-kit';
import { randomUUID } from 'node:crypto';

export const uniqueId = (prefix: string) => `${prefix}-${randomUUID()}`;

export function envelope<T extends Topic>(
  topic: T,
  key: string,
  data: TopicData<T>,
): EventEnvelope<TopicData<T>> {
  return createEnvelope(topicContracts[topic].owner, { type: topic, key, data });
}

export function publish(bus: EventBus, event: EventEnvelope): Promise<void> {
  return bus.publish(event.type as Topic, [event]);
}

export const unreadChanged = (userId: string, count: number) =>
  envelope('inbox.unread.changed', userId, { userId, count, through: count });

let lastSeq = 0;

export const messageSent = (user: string, fromAdmin: boolean, message = uniqueId('message')) =>
  envelope('message.sent', user, {
    seq: ++lastSeq,
    _id: uniqueId('msg'),
    user,
    message,
    fromAdmin,
    createdAt: new Date().toISOString(),
  });

export const orderStatusChanged = (userId: string, orderId = uniqueId('order')) =>
  envelope('order.status.changed', orderId, {
    orderId,
    userId,
    status: 'Shipped',
    previousStatus: 'Processing',
  });

export const orderPaid = (userId: string, orderId = uniqueId('order')) =>
  envelope('order.paid', orderId, {
    orderId,
    userId,
    amount: 14500,
    currency: 'NGN',
    tx_ref: uniqueId('tx'),
    items: [{ productId: uniqueId('product'), quantity: 2 }],
  });

export const reviewChanged = (action: 'added' | 'updated' | 'deleted', productId = uniqueId('product')) =>
  envelope('catalog.review.changed', productId, {
    action,
    productId,
    review: {
      _id: uniqueId('review'),
      user: { _id: uniqueId('user'), username: 'Adaeze' },
      rating: 4,
      comment: 'Lovely shea butter',
      createdAt: new Date().toISOString(),
    },
    averageRating: 4,
    numReviews: 3,
  });

export const dashboardFeedAdded = (amount = 14500.5, orderId = uniqueId('order')) =>
  envelope('dashboard.feed.added', 'dashboard-feed', {
    kind: 'order',
    id: `order:${orderId}`,
    orderId,
    amount,
    at: new Date().toISOString(),
  });

export const dashboardRefundCaseAdded = (amount = 100, orderId = uniqueId('order')) =>
  envelope('dashboard.feed.added.v2', 'dashboard-feed', {
    kind: 'refund',
    id: `refund:${orderId}:${uniqueId('tx')}`,
    orderId,
    amount,
    currency: 'NGN',
    at: new Date().toISOString(),
  });

export const dashboardOrderAddedV2 = (orderId = uniqueId('order')) =>
  envelope('dashboard.feed.added.v2', 'dashboard-feed', {
    kind: 'order',
    id: `order:${orderId}`,
    orderId,
    amount: 2500,
    at: new Date().toISOString(),
  });
