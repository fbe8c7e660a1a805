import type { CartItem } from '@glow/contracts';
import { useCurrency } from '@glow/web-kit';
import { cartSubtotal, itemCount } from '../cart-total';
import styles from '../cart-page.module.css';

export const shippingLater = 'Calculated at checkout';

/** Subtotal by the spec's total rule; shipping comes with the checkout step. */
export function OrderSummary({ items }: { items: readonly CartItem[] }) {
  const { format } = useCurrency();
  const count = itemCount(items);
  return (
    <section className={styles.summary} aria-labelledby="order-summary-title">
      <h2 id="order-summary-title" className={styles.summaryTitle}>
        Order Summary
      </h2>
      <dl className={styles.summaryRows}>
        <div className={styles.summaryRow}>
          <dt>
            Subtotal ({count} {count === 1 ? 'item' : 'items'})
          </dt>
          <dd>{format(cartSubtotal(items))}</dd>
        </div>
        <div className={styles.summaryRow}>
          <dt>Shipping</dt>
          <dd>{shippingLater}</dd>
        </div>
      </dl>
    </section>
  );
}
