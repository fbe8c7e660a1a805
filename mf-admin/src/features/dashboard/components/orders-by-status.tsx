import { Link } from 'react-router-dom';
import { orderStatuses, type OrderStatus } from '@glow/contracts/browser';
import { VisuallyHidden } from '@glow/web-kit';
import { formatCount } from './format';
import { Panel } from './panel';
import palette from '../../../components/tones.module.css';
import styles from './dashboard.module.css';

const statusTones: Record<OrderStatus, string> = {
  Pending: palette.yellow!,
  Processing: palette.brand!,
  Shipped: palette.brand!,
  'Out for Delivery': palette.brand!,
  Delivered: palette.green!,
  Cancelled: palette.red!,
};

/**
 * Every status with its count, each opening All Orders filtered to it. The counts are of every order,
 * paid or not, so the list is asked for every payment too (it shows paid orders by default).
 */
export function OrdersByStatus({ counts }: { counts: Record<OrderStatus, number> }) {
  const total = orderStatuses.reduce((sum, status) => sum + (counts[status] ?? 0), 0);
  return (
    <Panel title="Orders by Status" note={`${formatCount(total)} in all`}>
      <ul className={styles.statuses}>
        {orderStatuses.map((status) => {
          const count = counts[status] ?? 0;
          return (
            <li key={status}>
              <Link
                to={`/admin/orders?${new URLSearchParams({ status, payment: 'all' })}`}
                className={styles.statusLink}
              >
                <span className={`${styles.dot} ${statusTones[status]}`} aria-hidden="true" />
                <span className={styles.statusName}>{status}</span>{' '}
                <span className={styles.statusCount}>
                  {formatCount(count)}
                  <VisuallyHidden>{count === 1 ? ' order' : ' orders'}</VisuallyHidden>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </Panel>
  );
}
