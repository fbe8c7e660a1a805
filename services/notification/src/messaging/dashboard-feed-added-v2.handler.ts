import { adminsRoom } from '../domain/rooms';
import type { TopicHandler } from './topic-handler';

/**
 * Version 2 of the feed. Kinds version 1 knows keep their browser event, so a browser that predates
 * version 2 still shows them; a refund case has its own event, which such a browser does not listen to.
 */
export const dashboardFeedAddedV2: TopicHandler<'dashboard.feed.added.v2'> = {
  topic: 'dashboard.feed.added.v2',
  toPush: (item) =>
    item.kind === 'refund'
      ? { event: 'dashboardRefundCase', rooms: [adminsRoom], payload: item }
      : { event: 'dashboardUpdated', rooms: [adminsRoom], payload: item },
};
