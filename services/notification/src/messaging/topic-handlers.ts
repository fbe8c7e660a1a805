import { catalogReviewChanged } from './catalog-review-changed.handler';
import { dashboardFeedAdded } from './dashboard-feed-added.handler';
import { dashboardFeedAddedV2 } from './dashboard-feed-added-v2.handler';
import { inboxUnreadChanged } from './inbox-unread-changed.handler';
import { messageSent } from './message-sent.handler';
import { orderPaid } from './order-paid.handler';
import { orderStatusChanged } from './order-status-changed.handler';
import type { AnyTopicHandler } from './topic-handler';

/** Every topic that has a browser event. Adding one is a handler file and a line here. */
export const topicHandlers: AnyTopicHandler[] = [
  messageSent,
  inboxUnreadChanged,
  orderStatusChanged,
  orderPaid,
  catalogReviewChanged,
  dashboardFeedAdded,
  dashboardFeedAddedV2,
];
