import type { PaidFigures } from '@glow/contracts';
import { formatCount, naira } from './format';
import styles from './dashboard.module.css';

function Stat({ period, term, value }: { period: string; term: string; value: string }) {
  return (
    <div className={styles.stat}>
      <dt className={styles.statTerm}>
        <span className={styles.statPeriod}>{period}</span> {term}
      </dt>
      <dd className={styles.statValue}>{value}</dd>
    </div>
  );
}

/** Paid orders and their NGN revenue today and this week (Lagos days, weeks from Monday). */
export function StatCards({ today, thisWeek }: { today: PaidFigures; thisWeek: PaidFigures }) {
  return (
    <dl className={styles.stats} aria-label="Paid orders and revenue">
      <Stat period="Today" term="Paid orders" value={formatCount(today.paidOrders)} />
      <Stat period="Today" term="Revenue" value={naira(today.revenue)} />
      <Stat period="This week" term="Paid orders" value={formatCount(thisWeek.paidOrders)} />
      <Stat period="This week" term="Revenue" value={naira(thisWeek.revenue)} />
    </dl>
  );
}
