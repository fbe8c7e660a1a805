import type { PaidFigures } from '@glow/contracts';
import { formatCount, naira } from './format';
import { RefundCasesCard } from './refund-cases-card';
import { ReturnsCard } from './returns-card';
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
  /** Absent when the server predates returns: the card is left out. */
  returnsOpen?: number;
  /** Absent when the server predates returns: the card shows the open ones only. */
  returnsReceived?: number;
}

/**
 * Paid orders and their NGN revenue today and this week (Lagos days, weeks from Monday), and what
 * waits now: the refund cases, and the returns on their way back.
 */
export function StatCards({
  today,
  thisWeek,
  openRefundCases,
  returnsOpen,
  returnsReceived,
}: StatCardsProps) {
  const withRefunds = openRefundCases !== undefined;
  const withReturns = returnsOpen !== undefined;
  const nowCards = Number(withRefunds) + Number(withReturns);
  const layout = nowCards === 2 ? styles.sixStats : nowCards === 1 ? styles.fiveStats : '';
  const shown = [
    'Paid orders',
    'revenue',
    ...(withRefunds ? ['refund cases'] : []),
    ...(withReturns ? ['returns'] : []),
  ];
  return (
    <dl
      className={`${styles.stats} ${layout}`}
      aria-label={`${shown.slice(0, -1).join(', ')} and ${shown.at(-1)}`}
    >
      <Stat period="Today" term="Paid orders" value={formatCount(today.paidOrders)} />
      <Stat period="Today" term="Revenue" value={naira(today.revenue)} />
      <Stat period="This week" term="Paid orders" value={formatCount(thisWeek.paidOrders)} />
      <Stat period="This week" term="Revenue" value={naira(thisWeek.revenue)} />
      {withRefunds && <RefundCasesCard count={openRefundCases} />}
      {withReturns && <ReturnsCard open={returnsOpen} received={returnsReceived} />}
    </dl>
  );
}
