import type { CartItem } from '@glow/contracts';
import { Badge, Button, ErrorBox, Spinner, useCurrency } from '@glow/web-kit';
import { usePaymentConfig } from '../../../payment/api/get-payment-config';
import { processingPayment } from '../../../payment/payment-texts';
import { checkoutFormId, useCheckout } from '../checkout-context';
import { shippingPriceFailed, transitTime } from '../checkout-texts';
import { useOrderTotals } from '../order-totals';
import styles from '../checkout.module.css';

function Row({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className={styles.row}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Subtotal, shipping, transit, total and Pay Now (which submits the shipping form). */
export function CheckoutSummary({ items }: { items: readonly CartItem[] }) {
  const { details, processing, notice } = useCheckout();
  const { format } = useCurrency();
  const { subtotal, shippingCost, total, shipping } = useOrderTotals(items, details.country);
  const testMode = usePaymentConfig().data?.testMode;
  const count = items.reduce((sum, item) => sum + item.quantity, 0);
  const pending = shipping.isPending ? '…' : shippingPriceFailed;
  return (
    <section className={styles.summary} aria-labelledby="order-summary-title">
      <h2 id="order-summary-title" className={styles.heading}>
        Order Summary
      </h2>
      <dl className={styles.rows}>
        <Row term={`Subtotal (${count} ${count === 1 ? 'item' : 'items'})`}>{format(subtotal)}</Row>
        <Row term="Shipping">{shippingCost === undefined ? pending : format(shippingCost)}</Row>
        <Row term="Estimated delivery">{transitTime}</Row>
        <div className={`${styles.row} ${styles.total}`}>
          <dt>Total</dt>
          <dd>{total === undefined ? pending : format(total)}</dd>
        </div>
      </dl>
      {testMode && (
        <p className={styles.testMode}>
          <Badge tone="warning">Test mode</Badge> Payments here use a sandbox; no real money is taken.
        </p>
      )}
      {notice?.kind === 'error' && <ErrorBox text={notice.text} />}
      {notice?.kind === 'info' && (
        <p role="status" className={styles.info}>
          {notice.text}
        </p>
      )}
      {processing && <Spinner label={processingPayment} />}
      <Button type="submit" form={checkoutFormId} fullWidth disabled={processing || shipping.isPending}>
        Pay Now
      </Button>
    </section>
  );
}
