import type { ReactNode } from 'react';
import type { Order } from '@glow/contracts/browser';
import { formatCharged, formatDateTime } from './format';
import { readableReason } from './refundable';
import { PaymentStatusBadge } from './status-badges';
import styles from './order.module.css';

const methodNames: Record<string, string> = { flutterwave: 'Flutterwave', paystack: 'Paystack' };

export const methodName = (method: string) => methodNames[method] ?? method;

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id} className={styles.cardTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Who ordered, where it ships and how it was paid; `paymentAction` goes under the payment. */
export function OrderFacts({ order, paymentAction }: { order: Order; paymentAction?: ReactNode }) {
  const { shippingDetails: ship, paymentInfo: payment } = order;
  return (
    <div className={styles.cards}>
      <Card id="admin-order-user" title="User Information">
        <dl className={styles.facts}>
          <Fact term="Email">{order.user || '—'}</Fact>
          <Fact term="User ID">
            <span className={styles.id}>{order.userId}</span>
          </Fact>
          <Fact term="Ordered">{formatDateTime(order.createdAt)}</Fact>
        </dl>
      </Card>
      <Card id="admin-order-shipping" title="Shipping Details">
        <dl className={styles.facts}>
          <Fact term="Full Name">{ship.fullName}</Fact>
          <Fact term="Address">{ship.address}</Fact>
          <Fact term="City">{ship.city}</Fact>
          <Fact term="Postal Code">{ship.postalCode}</Fact>
          <Fact term="Country">{ship.country}</Fact>
          <Fact term="Phone Number">{ship.phoneNumber}</Fact>
        </dl>
      </Card>
      <Card id="admin-order-payment" title="Payment Information">
        <dl className={styles.facts}>
          <Fact term="Payment Status">
            <PaymentStatusBadge status={payment.status} />
          </Fact>
          <Fact term="Method">{methodName(payment.method)}</Fact>
          <Fact term="Amount">{formatCharged(payment.amount, payment.currency)}</Fact>
          <Fact term="Transaction Reference">
            <span className={styles.id}>{payment.tx_ref}</span>
          </Fact>
          {payment.payment_id && (
            <Fact term="Payment ID">
              <span className={styles.id}>{payment.payment_id}</span>
            </Fact>
          )}
          {order.paidAt && <Fact term="Paid At">{formatDateTime(order.paidAt)}</Fact>}
          {payment.reason && <Fact term="Reason">{readableReason(payment.reason)}</Fact>}
        </dl>
        {paymentAction}
      </Card>
    </div>
  );
}
