import type { Order } from '@glow/contracts';
import { orderItemImage, useCurrency } from '@glow/web-kit';
import styles from '../orders.module.css';

/** The ordered lines: picture, name, quantity, unit price (discount when set) and line total. */
export function OrderItems({ order }: { order: Order }) {
  const { format } = useCurrency();
  return (
    <section className={styles.card} aria-labelledby="order-items-title">
      <h2 id="order-items-title" className={styles.cardTitle}>
        Items
      </h2>
      <div className={styles.tableWrap}>
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
            {order.orderItems.map(({ product, quantity }) => {
              const unit = product.discountPrice ?? product.price;
              return (
                <tr key={product._id}>
                  <td data-label="Product" className={styles.product}>
                    <img src={orderItemImage(product.images)} alt="" width={48} height={48} loading="lazy" />
                    {product.name}
                  </td>
                  <td data-label="Quantity">{quantity}</td>
                  <td data-label="Price">{format(unit)}</td>
                  <td data-label="Total">{format(unit * quantity)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
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
    </section>
  );
}
