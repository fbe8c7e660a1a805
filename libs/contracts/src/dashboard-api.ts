import type { z } from 'zod';
import type { OrderStatus } from './commerce-api';
import type { dashboardFeedItemSchema } from './topics';

export type DashboardFeedItem = z.infer<typeof dashboardFeedItemSchema>;

/** Paid orders and their revenue (NGN, the orders' totals at checkout) over a span of time. */
export interface PaidFigures {
  paidOrders: number;
  revenue: number;
}

export interface DashboardTopProduct {
  productId: string;
  /** From the dashboard's product read model; the id's start when the product was never announced. */
  name: string;
  /** A first image URL, when known. */
  image: string | null;
  /** Units in paid orders over the last 30 days, and their NGN revenue. */
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
  /** The 20 newest feed entries, newest first. */
  feed: DashboardFeedItem[];
}
