import { Link, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { ApiError, ErrorBox, Spinner, SuccessBox, useDocumentTitle } from '@glow/web-kit';
import { useOrder } from './api/get-order';
import { OrderFacts } from './components/order-facts';
import { OrderItems } from './components/order-items';
import { fetchOrderFailed, noOrderFound, paymentPending, paymentSuccessful } from './orders-texts';
import { useLiveOrderStatus } from './use-live-order-status';
import styles from './orders.module.css';

/** Checkout arrives with router state `{ paid }`; `?paid=1` does the same for a reloaded page. */
function usePaidArrival(): boolean {
  const state = useLocation().state as { paid?: boolean } | null;
  const [query] = useSearchParams();
  return state?.paid === true || query.get('paid') === '1';
}

function OrderBody({ id }: { id: string }) {
  const order = useOrder(id);
  const arrivedPaid = usePaidArrival();
  useLiveOrderStatus(id);
  if (order.isPending) return <Spinner label="Loading order..." />;
  if (order.isError) {
    const missing = order.error instanceof ApiError && order.error.status === 404;
    return <ErrorBox text={missing ? noOrderFound : fetchOrderFailed} />;
  }
  if (!order.data) return <p>{noOrderFound}</p>;
  const pending = order.data.paymentInfo.status === 'pending';
  return (
    <>
      {arrivedPaid && order.data.isPaid && <SuccessBox text={paymentSuccessful} />}
      {pending && (
        <p role="status" className={styles.info}>
          {paymentPending}
        </p>
      )}
      <p className={styles.meta}>
        Order <span className={styles.id}>{order.data._id}</span>
      </p>
      <OrderFacts order={order.data} />
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
