import { allRoom, userRoom } from '../domain/rooms';
import type { TopicHandler } from './topic-handler';

/** An inbox message: to one user, or to everyone when addressed to 'all'. */
export const messageSent: TopicHandler<'message.sent'> = {
  topic: 'message.sent',
  toPush: ({ _id, user, message, createdAt, fromAdmin, seq }) => ({
    event: fromAdmin ? 'adminMessage' : 'newMessage',
    rooms: [user === 'all' ? allRoom : userRoom(user)],
    payload: { _id, user, message, createdAt, seq },
  }),
};
