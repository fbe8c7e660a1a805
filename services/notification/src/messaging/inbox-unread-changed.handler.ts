import { userRoom } from '../domain/rooms';
import type { TopicHandler } from './topic-handler';

export const inboxUnreadChanged: TopicHandler<'inbox.unread.changed'> = {
  topic: 'inbox.unread.changed',
  toPush: ({ userId, count, through }) => ({
    event: 'unreadCountUpdated',
    rooms: [userRoom(userId)],
    payload: { count, through },
  }),
};
