import { useNavigate, useParams } from 'react-router-dom';
import { ApiError, Button, ErrorBox, Spinner, useDocumentTitle } from '@glow/web-kit';
import { useOrder } from '../api/get-order';
import { useLiveOrderStatus } from '../hooks/use-live-order-status';
import { useRefundFollowUp } from '../hooks/use-refund-follow-up';
import { fetchOrderFailed, noOrderFound } from '../orders-texts';
import { OrderFacts } from './order-facts';
import { OrderItems } from './order-items';
import { RefundForm } from './refund-form';
import { RefundsList } from './refunds-list';
import { ReturnsCard } from './returns-card';
import { StatusForm } from './status-form';
import styles from './order.module.css';

function OrderBody({ id }: { id: string }) {
  const order = useOrder(id);
  useLiveOrderStatus(id);
  useRefundFollowUp(id);
  if (order.isPending) return <Spinner label="Loading order..." />;
  if (order.isError) {
    const missing = order.error instanceof ApiError && order.error.status === 404;
    return (
      <div className={styles.failure}>
        <ErrorBox text={missing ? noOrderFound : fetchOrderFailed} />
        <Button variant="secondary" onClick={() => void order.refetch()} disabled={order.isFetching}>
          Retry
        </Button>
      </div>
    );
  }
  return (
    <>
      <p className={styles.meta}>
        Order <span className={styles.id}>{order.data._id}</span>
      </p>
      <OrderFacts order={order.data} paymentAction={<RefundForm order={order.data} />} />
      <RefundsList refunds={order.data.refunds} />
      <ReturnsCard order={order.data} />
      <OrderItems order={order.data} />
      <StatusForm order={order.data} />
    </>
  );
}

/** /admin/orders/{id}: one order in full, its status changed here and followed live, refunded and its returns recorded here. */
export function OrderPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  useDocumentTitle('Order Details');
  // Opened directly there is no earlier entry of this app to go back to: go to the list instead.
  const back = () =>
    (window.history.state as { idx?: number } | null)?.idx ? navigate(-1) : navigate('/admin/orders');
  return (
    <section className={styles.page}>
      <div>
        <Button variant="secondary" onClick={back}>
          Back to Orders
        </Button>
      </div>
      <h1 className={styles.title}>Order Details</h1>
      <OrderBody key={id} id={id} />
    </section>
  );
}
