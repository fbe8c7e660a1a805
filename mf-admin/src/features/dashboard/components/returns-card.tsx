import { formatCount } from './format';
import styles from './dashboard.module.css';

interface ReturnsCardProps {
  /** Returns recorded and neither received nor withdrawn yet. */
  open: number;
  /** Returns received, all time; absent from a server that does not say, and then not shown. */
  received?: number;
}

/** Goods buyers are sending back after shipping: how many are on their way, and how many came in. */
export function ReturnsCard({ open, received }: ReturnsCardProps) {
  return (
    <div className={`${styles.stat} ${styles.nowStat}`}>
      <dt className={styles.statTerm}>
        <span className={styles.statPeriod}>Now</span> Returns
      </dt>
      <dd className={styles.statValue}>{formatCount(open)} open</dd>
      {received !== undefined && <dd className={styles.statNote}>{formatCount(received)} received in all</dd>}
    </div>
  );
}
