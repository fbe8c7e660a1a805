import type { Order, RefundCase } from '@glow/contracts';
import { Badge } from '@glow/web-kit';
import { formatCharged, formatDate } from '../format-date';
import { refundOnItsWay, refundRefunded } from '../orders-texts';
import styles from '../orders.module.css';
import { ItemLines, OrderTableCard } from './order-table-card';

/** What the shopper is told of: money given back, or on its way (not cases an admin has yet to act on). */
const shownToShopper = (refund: RefundCase) => refund.status === 'refunded' || refund.status === 'requested';

/** The refunds given back or on their way, oldest first; nothing when there are none. */
export function OrderRefunds({ order }: { order: Order }) {
  const refunds = order.refunds.filter(shownToShopper);
  if (refunds.length === 0) return null;
  return (
    <OrderTableCard
      id="order-refunds"
      title="Refunds"
      className={styles.refunds}
      columns={['Date', 'Amount', 'Items', 'Status']}
    >
      {refunds.map((refund, index) => (
        <tr key={`${refund.openedAt}-${index}`}>
          <td data-label="Date">{formatDate(refund.openedAt)}</td>
          <td data-label="Amount">
            {refund.amount === undefined
              ? '—'
              : formatCharged(refund.amount, refund.currency ?? order.paymentInfo.currency)}
          </td>
          <td data-label="Items">{refund.lines?.length ? <ItemLines lines={refund.lines} /> : '—'}</td>
          <td data-label="Status">
            {refund.status === 'refunded' ? (
              <Badge tone="success">{refundRefunded}</Badge>
            ) : (
              <Badge tone="primary">{refundOnItsWay}</Badge>
            )}
          </td>
        </tr>
      ))}
    </OrderTableCard>
  );
}
