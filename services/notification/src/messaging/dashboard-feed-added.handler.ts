import { adminsRoom } from '../domain/rooms';
import type { TopicHandler } from './topic-handler';

/** The admin dashboard shows the new feed entry and fetches its figures again. */
export const dashboardFeedAdded: TopicHandler<'dashboard.feed.added'> = {
  topic: 'dashboard.feed.added',
  toPush: (item) => ({ event: 'dashboardUpdated', rooms: [adminsRoom], payload: item }),
};
