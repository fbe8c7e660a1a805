import type { Order } from '@glow/contracts';
import { Button } from '@glow/web-kit';
import { isAwaitingPayment, useNowUntilWindowsClose } from '../awaiting-payment';
import { formatDateTime } from '../format-date';
import { awaitingPayment, completePayment, payUntil } from '../orders-texts';
import { useCompletePayment } from '../use-complete-payment';
import styles from '../orders.module.css';
import { PaymentProgress } from './payment-progress';

/** An order awaiting its payment: Complete payment until its window closes. */
export function AwaitingPaymentCard({ order }: { order: Order }) {
  const now = useNowUntilWindowsClose([order]);
  const { complete, processing, notice } = useCompletePayment();
  if (!processing && !isAwaitingPayment(order, now)) return null;
  return (
    <section className={`${styles.card} ${styles.awaiting}`} aria-labelledby="awaiting-payment-title">
      <h2 id="awaiting-payment-title" className={styles.cardTitle}>
        {awaitingPayment}
      </h2>
      <p className={styles.meta}>{payUntil(formatDateTime(order.paymentInfo.expiresAt ?? ''))}</p>
      <PaymentProgress notice={notice} processing={processing} />
      <Button onClick={() => void complete(order)} disabled={processing}>
        {completePayment}
      </Button>
    </section>
  );
}
