import { Link } from 'react-router-dom';
import { formatCount } from './format';
import styles from './dashboard.module.css';

/** All Orders filtered to the orders whose money is owed back. */
export const needsRefundPath = `/admin/orders?${new URLSearchParams({ payment: 'refund' })}`;

/** Refund cases opened and not yet confirmed by the provider; opens All Orders at "Needs refund". */
export function RefundCasesCard({ count }: { count: number }) {
  return (
    <div className={`${styles.stat} ${styles.nowStat}`}>
      <dt className={styles.statTerm}>
        <span className={styles.statPeriod}>Now</span> Open refund cases
      </dt>
      <dd className={styles.statValue}>
        <Link
          to={needsRefundPath}
          className={count > 0 ? styles.refundLinkOpen : styles.refundLink}
          aria-label={`${formatCount(count)} open refund ${count === 1 ? 'case' : 'cases'}: show orders that need a refund`}
        >
          {formatCount(count)}
        </Link>
      </dd>
    </div>
  );
}
