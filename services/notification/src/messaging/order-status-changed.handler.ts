import { adminsRoom, userRoom } from '../domain/rooms';
import type { TopicHandler } from './topic-handler';

/** The order's owner and the back office both see the new status live. */
export const orderStatusChanged: TopicHandler<'order.status.changed'> = {
  topic: 'order.status.changed',
  toPush: ({ orderId, userId, status }) => ({
    event: 'orderStatusUpdated',
    rooms: [userRoom(userId), adminsRoom],
    payload: { orderId, status },
  }),
};
