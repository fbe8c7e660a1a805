import type { DashboardFeedItem, DashboardFeedItemV2 } from './dashboard-api';

/** Events the notification service pushes to browsers over Socket.IO. */
export interface BrowserEvents {
  newMessage: { _id: string; user: string; message: string; createdAt: string; seq: number };
  adminMessage: { _id: string; user: string; message: string; createdAt: string; seq: number };
  /** `through`: the newest message position the count has seen (see `UnreadCount`). */
  unreadCountUpdated: { count: number; through: number };
  orderStatusUpdated: { orderId: string; status: string };
  /** To admins: an order was paid (amount in the charged currency); the orders list refetches. */
  orderPaid: { orderId: string; userId: string; amount: number; currency: string };
  /** To admins: the dashboard recorded a new feed entry; its figures are ready to be fetched again. */
  dashboardUpdated: DashboardFeedItem;
  /** To admins: a feed entry of a kind `dashboardUpdated` never carries (older browsers would not know it): a refund case. */
  dashboardRefundCase: Extract<DashboardFeedItemV2, { kind: 'refund' }>;
  reviewAdded: { productId: string; review: unknown; averageRating: number; numReviews: number };
  reviewUpdated: { productId: string; review: unknown; averageRating: number; numReviews: number };
  reviewDeleted: { productId: string; reviewId: string; averageRating: number; numReviews: number };
}
