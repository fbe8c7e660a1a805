import type { Order, OrderReturn } from '@glow/contracts';
import { Badge } from '@glow/web-kit';
import { formatDate } from '../format-date';
import { returnRequested, returnReturned } from '../orders-texts';
import styles from '../orders.module.css';
import { ItemLines, OrderTableCard } from './order-table-card';

/** What the shopper is told of: goods on their way back or back; a withdrawn return is not shown. */
const shownToShopper = (recorded: OrderReturn) => recorded.status !== 'withdrawn';

/** The goods sent back, oldest first, with their date, items and status; nothing when there are none. */
export function OrderReturns({ order }: { order: Order }) {
  const returns = (order.returns ?? []).filter(shownToShopper);
  if (returns.length === 0) return null;
  return (
    <OrderTableCard
      id="order-returns"
      title="Returns"
      className={styles.returns}
      columns={['Date', 'Items', 'Status']}
    >
      {returns.map((recorded) => (
        <tr key={recorded.number}>
          <td data-label="Date">{formatDate(recorded.requestedAt)}</td>
          <td data-label="Items">
            <ItemLines lines={recorded.lines} />
          </td>
          <td data-label="Status">
            {recorded.status === 'received' ? (
              <Badge tone="success">{returnReturned}</Badge>
            ) : (
              <Badge tone="primary">{returnRequested}</Badge>
            )}
          </td>
        </tr>
      ))}
    </OrderTableCard>
  );
}
