import type { z } from 'zod';
import type { OrderStatus } from './commerce-api';
import type { dashboardFeedItemSchema, dashboardFeedItemV2Schema } from './topics';

/** A feed line as version 1 knows it (paid order, message): what older browsers can show. */
export type DashboardFeedItem = z.infer<typeof dashboardFeedItemSchema>;
/** A feed line of version 2: version 1's kinds and refund cases. */
export type DashboardFeedItemV2 = z.infer<typeof dashboardFeedItemV2Schema>;

/**
 * `GET /api/dashboard?feed=2` asks for version 2 feed lines; without it the feed holds version 1
 * kinds only, so a browser that predates refund cases never meets one.
 */
export const dashboardFeedVersionParam = { feed: '2' } as const;

/**
 * Over a span of time: the orders paid in it, and the money kept, in NGN (the totals at checkout of
 * the orders paid in it, less what refunds of orders' own payments in it took back, whenever those
 * orders were paid: a day with more given back than taken is negative).
 */
export interface PaidFigures {
  paidOrders: number;
  revenue: number;
  /** NGN taken back in the span by refunds of orders' own payments. Absent from servers that predate it. */
  refunded?: number;
}

export interface DashboardTopProduct {
  productId: string;
  /** From the dashboard's product read model; the id's start when the product was never announced. */
  name: string;
  /** A first image URL, when known. */
  image: string | null;
  /** Units in orders paid over the last 30 days, but for orders refunded in full, and their NGN revenue. */
  quantity: number;
  revenue: number;
}

/** `GET /api/dashboard` (admin): every figure from the dashboard service's own read model. */
export interface DashboardAnswer {
  /** Days are Africa/Lagos days; a week starts on Monday. */
  timeZone: 'Africa/Lagos';
  generatedAt: string;
  today: PaidFigures;
  thisWeek: PaidFigures;
  /** Every order the dashboard knows, by its current status (all six keys, 0 when none). */
  ordersByStatus: Record<OrderStatus, number>;
  /** Up to 5, most units first. */
  topProducts: DashboardTopProduct[];
  /** 30 entries, oldest first, ending today: `date` is `YYYY-MM-DD`. */
  last30Days: (PaidFigures & { date: string })[];
  /**
   * The 20 newest feed entries, newest first: version 2 kinds (refund cases too) when asked with
   * `?feed=2`, else version 1 kinds only.
   */
  feed: DashboardFeedItemV2[];
  /** Refund cases opened and not yet confirmed refunded. Absent from servers that predate it. */
  openRefundCases?: number;
  /**
   * Returns (goods sent back after shipping) recorded and neither received nor withdrawn yet.
   * Absent from servers that predate returns.
   */
  returnsOpen?: number;
  /** Returns the shop has received, all time. Absent from servers that predate returns. */
  returnsReceived?: number;
}
