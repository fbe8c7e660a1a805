import { Link, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { ApiError, ErrorBox, Spinner, SuccessBox, useDocumentTitle } from '@glow/web-kit';
import { useOrder } from './api/get-order';
import { AwaitingPaymentCard } from './components/awaiting-payment-card';
import { OrderFacts } from './components/order-facts';
import { OrderItems } from './components/order-items';
import { OrderRefunds } from './components/order-refunds';
import { OrderReturns } from './components/order-returns';
import { fetchOrderFailed, noOrderFound, paymentPending, paymentSuccessful } from './orders-texts';
import { useLiveOrderStatus } from './use-live-order-status';
import styles from './orders.module.css';

/**
 * Checkout arrives with router state `{ paid }`: true when the payment was verified, false when the
 * provider had not confirmed it yet (the server answered 202). `?paid=1` stands for a reloaded page.
 */
function useCheckoutArrival(): 'paid' | 'confirming' | undefined {
  const state = useLocation().state as { paid?: boolean } | null;
  const [query] = useSearchParams();
  if (state?.paid === true || query.get('paid') === '1') return 'paid';
  return state?.paid === false ? 'confirming' : undefined;
}

function OrderBody({ id }: { id: string }) {
  const arrival = useCheckoutArrival();
  const order = useOrder(id, arrival === 'confirming');
  useLiveOrderStatus(id);
  if (order.isPending) return <Spinner label="Loading order..." />;
  if (order.isError) {
    const missing = order.error instanceof ApiError && order.error.status === 404;
    return <ErrorBox text={missing ? noOrderFound : fetchOrderFailed} />;
  }
  if (!order.data) return <p>{noOrderFound}</p>;
  const confirming = arrival === 'confirming' && order.data.paymentInfo.status === 'pending';
  return (
    <>
      {arrival && order.data.isPaid && <SuccessBox text={paymentSuccessful} />}
      {confirming ? (
        <p role="status" className={styles.info}>
          {paymentPending}
        </p>
      ) : (
        <AwaitingPaymentCard order={order.data} />
      )}
      <p className={styles.meta}>
        Order <span className={styles.id}>{order.data._id}</span>
      </p>
      <OrderFacts order={order.data} />
      <OrderRefunds order={order.data} />
      <OrderReturns order={order.data} />
      <OrderItems order={order.data} />
    </>
  );
}

/** /orders/{id}: one order of the signed-in shopper, its status live. */
export function OrderPage() {
  const { id = '' } = useParams();
  useDocumentTitle('Order Details');
  return (
    <section className={styles.page}>
      <Link to="/orders" className={styles.back}>
        ← Back to Orders
      </Link>
      <h1 className={styles.title}>Order Details</h1>
      <OrderBody id={id} />
    </section>
  );
}
