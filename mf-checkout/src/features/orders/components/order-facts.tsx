import type { Order } from '@glow/contracts';
import { Badge, paymentStatusLabel, paymentStatusTone } from '@glow/web-kit';
import { formatCharged } from '../format-date';
import styles from '../orders.module.css';
import { OrderStatus } from './order-status';

const methodNames: Record<string, string> = { flutterwave: 'Flutterwave', paystack: 'Paystack' };

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Who ordered, where it ships, how it was paid and where it stands. */
export function OrderFacts({ order }: { order: Order }) {
  const { shippingDetails: ship, paymentInfo: payment } = order;
  return (
    <div className={styles.cards}>
      <section className={styles.card} aria-labelledby="order-status-title">
        <h2 id="order-status-title" className={styles.cardTitle}>
          Order Status
        </h2>
        <p aria-live="polite" className={styles.status}>
          <OrderStatus status={order.status} />
        </p>
        <dl className={styles.facts}>
          <Fact term="Email">{order.user}</Fact>
        </dl>
      </section>
      <section className={styles.card} aria-labelledby="shipping-details-title">
        <h2 id="shipping-details-title" className={styles.cardTitle}>
          Shipping Details
        </h2>
        <dl className={styles.facts}>
          <Fact term="Full Name">{ship.fullName}</Fact>
          <Fact term="Address">{ship.address}</Fact>
          <Fact term="City">{ship.city}</Fact>
          <Fact term="Postal Code">{ship.postalCode}</Fact>
          <Fact term="Country">{ship.country}</Fact>
          <Fact term="Phone Number">{ship.phoneNumber}</Fact>
        </dl>
      </section>
      <section className={styles.card} aria-labelledby="payment-info-title">
        <h2 id="payment-info-title" className={styles.cardTitle}>
          Payment Information
        </h2>
        <dl className={styles.facts}>
          <Fact term="Method">{methodNames[payment.method] ?? payment.method}</Fact>
          <Fact term="Transaction Reference">
            <span className={styles.id}>{payment.tx_ref}</span>
          </Fact>
          <Fact term="Amount">{formatCharged(payment.amount, payment.currency)}</Fact>
          <Fact term="Payment Status">
            <Badge tone={paymentStatusTone(payment.status)}>{paymentStatusLabel(payment.status)}</Badge>
          </Fact>
        </dl>
      </section>
    </div>
  );
}
