import type { DashboardAnswer } from '@glow/contracts';
import { ActivityFeed } from './activity-feed';
import { OrdersByStatus } from './orders-by-status';
import { RevenueChart } from './revenue-chart';
import { StatCards } from './stat-cards';
import { TopProducts } from './top-products';
import styles from './dashboard.module.css';

export function DashboardBody({ answer }: { answer: DashboardAnswer }) {
  return (
    <div className={styles.body}>
      <StatCards
        today={answer.today}
        thisWeek={answer.thisWeek}
        openRefundCases={answer.openRefundCases}
        returnsOpen={answer.returnsOpen}
        returnsReceived={answer.returnsReceived}
      />
      <div className={styles.columns}>
        <div className={styles.column}>
          <RevenueChart days={answer.last30Days} />
          <TopProducts products={answer.topProducts} />
        </div>
        <div className={styles.column}>
          <OrdersByStatus counts={answer.ordersByStatus} />
          <ActivityFeed items={answer.feed} />
        </div>
      </div>
    </div>
  );
}
