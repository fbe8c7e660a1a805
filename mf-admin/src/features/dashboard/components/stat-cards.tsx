import type { PaidFigures } from '@glow/contracts';
import { formatCount, naira } from './format';
import { RefundCasesCard } from './refund-cases-card';
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

interface StatCardsProps {
  today: PaidFigures;
  thisWeek: PaidFigures;
  /** Absent when the server predates refund cases: the card is left out. */
  openRefundCases?: number;
}

/**
 * Paid orders and their NGN revenue today and this week (Lagos days, weeks from Monday), and the
 * refund cases waiting.
 */
export function StatCards({ today, thisWeek, openRefundCases }: StatCardsProps) {
  const withRefunds = openRefundCases !== undefined;
  return (
    <dl
      className={`${styles.stats} ${withRefunds ? styles.fiveStats : ''}`}
      aria-label={withRefunds ? 'Paid orders, revenue and refund cases' : 'Paid orders and revenue'}
    >
      <Stat period="Today" term="Paid orders" value={formatCount(today.paidOrders)} />
      <Stat period="Today" term="Revenue" value={naira(today.revenue)} />
      <Stat period="This week" term="Paid orders" value={formatCount(thisWeek.paidOrders)} />
      <Stat period="This week" term="Revenue" value={naira(thisWeek.revenue)} />
      {withRefunds && <RefundCasesCard count={openRefundCases} />}
    </dl>
  );
}
