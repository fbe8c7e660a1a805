import { orderStatuses, type DashboardAnswer } from '@glow/contracts';
import type { Database } from '@glow/service-kit';
import { FeedRepository } from '../data/feed-repository';
import { FiguresRepository } from '../data/figures-repository';
import { RefundCaseRepository } from '../data/refund-case-repository';
import { ReturnRepository } from '../data/return-repository';

/** Shop days are Lagos days (UTC+1 all year); weeks start on Monday. */
export const timeZone = 'Africa/Lagos';
const topProductCount = 5;
const feedLength = 20;

/** The admin dashboard, answered from the dashboard's own read model. */
export class Dashboard {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  /** `feedVersion` 2 lets refund cases into the feed; a browser that does not ask gets version 1 kinds. */
  async answer(feedVersion: 1 | 2 = 1): Promise<DashboardAnswer> {
    const now = this.now();
    const figures = new FiguresRepository(this.db.pool);
    const [overTime, byStatus, topProducts, feed, openRefundCases, returns] = await Promise.all([
      figures.paidOverTime(now, timeZone),
      figures.ordersByStatus(),
      figures.topProducts(now, timeZone, topProductCount),
      new FeedRepository(this.db.pool).newest(feedLength, feedVersion === 2),
      new RefundCaseRepository(this.db.pool).openCount(),
      new ReturnRepository(this.db.pool).counts(),
    ]);
    const { date: _today, ...today } = overTime.days.at(-1)!;
    return {
      timeZone,
      generatedAt: now.toISOString(),
      today,
      thisWeek: overTime.thisWeek,
      ordersByStatus: Object.fromEntries(
        orderStatuses.map((status) => [status, byStatus.get(status) ?? 0]),
      ) as DashboardAnswer['ordersByStatus'],
      topProducts,
      last30Days: overTime.days,
      feed,
      openRefundCases,
      returnsOpen: returns.open,
      returnsReceived: returns.received,
    };
  }
}
