import type { Order } from '@glow/contracts';
import { orderLines, useCurrency } from '@glow/web-kit';
import styles from '../orders.module.css';
import { OrderTableCard } from './order-table-card';

/** The ordered lines: picture, name (with its shade), quantity, unit price (discount when set) and line total. */
export function OrderItems({ order }: { order: Order }) {
  const { format } = useCurrency();
  return (
    <OrderTableCard
      id="order-items"
      title="Items"
      columns={['Product', 'Quantity', 'Price', 'Total']}
      after={
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt>Shipping</dt>
            <dd>{format(order.shippingPrice)}</dd>
          </div>
          <div className={`${styles.fact} ${styles.grandTotal}`}>
            <dt>Total</dt>
            <dd>{format(order.totalAmount)}</dd>
          </div>
        </dl>
      }
    >
      {orderLines(order).map((line) => (
        <tr key={line.key}>
          <td data-label="Product" className={styles.product}>
            <img src={line.image} alt="" width={48} height={48} loading="lazy" />
            {line.name}
          </td>
          <td data-label="Quantity">{line.quantity}</td>
          <td data-label="Price">{format(line.unitPrice)}</td>
          <td data-label="Total">{format(line.lineTotal)}</td>
        </tr>
      ))}
    </OrderTableCard>
  );
}
