import { lineKey, type RefundCase } from '@glow/contracts/browser';
import { formatCharged, formatDateTime } from './format';
import { readableReason } from './refundable';
import { Card } from './order-facts';
import { RefundStatusBadge } from './status-badges';
import styles from './order.module.css';

/** Money owed back on the order, oldest first, with a part's items; no section when there is none. */
export function RefundsList({ refunds }: { refunds: RefundCase[] }) {
  if (refunds.length === 0) return null;
  return (
    <Card id="admin-order-refunds" title="Refunds">
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Opened</th>
            <th scope="col">Amount</th>
            <th scope="col">Items</th>
            <th scope="col">Reason</th>
            <th scope="col">Admin Note</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {refunds.map((refund, index) => (
            <tr key={`${refund.transactionId ?? ''}-${index}`} className={styles.row}>
              <td data-label="Opened" className={styles.nowrap}>
                {formatDateTime(refund.openedAt)}
              </td>
              <td data-label="Amount" className={styles.nowrap}>
                {refund.amount === undefined
                  ? '—'
                  : formatCharged(refund.amount, refund.currency ?? '').trim()}
              </td>
              <td data-label="Items">
                {refund.lines?.length ? (
                  <ul className={styles.refundLines}>
                    {refund.lines.map((line) => (
                      <li key={lineKey(line)}>{`${line.quantity} × ${line.name}`}</li>
                    ))}
                  </ul>
                ) : (
                  '—'
                )}
              </td>
              <td data-label="Reason">{readableReason(refund.reason)}</td>
              <td data-label="Admin Note">{refund.note ?? '—'}</td>
              <td data-label="Status">
                <RefundStatusBadge status={refund.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
