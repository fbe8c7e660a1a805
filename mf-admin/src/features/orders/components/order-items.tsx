import type { Order } from '@glow/contracts/browser';
import { orderLines, useCurrency } from '@glow/web-kit';
import { Card } from './order-facts';
import styles from './order.module.css';

/** The ordered lines at the prices they were bought at: line total is (discount or price) × quantity. */
export function OrderItems({ order }: { order: Order }) {
  const { format } = useCurrency();
  return (
    <Card id="admin-order-items" title="Order Items">
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col">Quantity</th>
            <th scope="col">Price</th>
            <th scope="col">Total</th>
          </tr>
        </thead>
        <tbody>
          {orderLines(order).map((line) => (
            <tr key={line.key} className={styles.row}>
              <td data-label="Product">
                <span className={styles.product}>
                  <img src={line.image} alt="" width={48} height={48} loading="lazy" />
                  {line.name}
                </span>
              </td>
              <td data-label="Quantity">{line.quantity}</td>
              <td data-label="Price">{format(line.unitPrice)}</td>
              <td data-label="Total">{format(line.lineTotal)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className={styles.totals}>
        <div className={styles.fact}>
          <dt>Items</dt>
          <dd>{format(order.itemsTotal)}</dd>
        </div>
        <div className={styles.fact}>
          <dt>Shipping</dt>
          <dd>{format(order.shippingPrice)}</dd>
        </div>
        <div className={`${styles.fact} ${styles.grandTotal}`}>
          <dt>Total</dt>
          <dd>{format(order.totalAmount)}</dd>
        </div>
      </dl>
    </Card>
  );
}
