import { adminsRoom } from '../domain/rooms';
import type { TopicHandler } from './topic-handler';

/** The back office's orders list shows a newly paid order without a reload. */
export const orderPaid: TopicHandler<'order.paid'> = {
  topic: 'order.paid',
  toPush: ({ orderId, userId, amount, currency }) => ({
    event: 'orderPaid',
    rooms: [adminsRoom],
    payload: { orderId, userId, amount, currency },
  }),
};
