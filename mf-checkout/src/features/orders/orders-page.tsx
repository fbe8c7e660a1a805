import { Link } from 'react-router-dom';
import type { Order } from '@glow/contracts';
import {
  Badge,
  Button,
  ErrorBox,
  Spinner,
  useCurrency,
  useDocumentTitle,
  visuallyHiddenClass,
  EmptyState,
  emptyStateActionClass,
} from '@glow/web-kit';
import { useOrders } from './api/get-orders';
import { isAwaitingPayment, useNowUntilWindowsClose } from './awaiting-payment';
import { OrderStatus } from './components/order-status';
import { PaymentProgress } from './components/payment-progress';
import { formatDate } from './format-date';
import { awaitingPayment, completePayment, fetchOrdersFailed, noOrdersYet } from './orders-texts';
import { useCompletePayment } from './use-complete-payment';
import styles from './orders.module.css';

function OrdersBody() {
  const orders = useOrders();
  const { format } = useCurrency();
  const now = useNowUntilWindowsClose(orders.data);
  const payment = useCompletePayment();
  const awaiting = (order: Order) => isAwaitingPayment(order, now);
  if (orders.isPending) return <Spinner label="Loading orders..." />;
  if (orders.isError)
    return (
      <div className={styles.failure}>
        <ErrorBox text={fetchOrdersFailed} />
        <Button variant="secondary" onClick={() => void orders.refetch()} disabled={orders.isFetching}>
          Retry
        </Button>
      </div>
    );
  if (orders.data.length === 0)
    return (
      <EmptyState text={noOrdersYet}>
        <Link to="/products" className={emptyStateActionClass}>
          Continue Shopping
        </Link>
      </EmptyState>
    );
  return (
    <div className={styles.tableWrap}>
      <PaymentProgress notice={payment.notice} processing={payment.processing} />
      <table className={styles.table}>
        <caption className={visuallyHiddenClass}>Your orders, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Order ID</th>
            <th scope="col">Date</th>
            <th scope="col">Total Amount</th>
            <th scope="col">Status</th>
            <th scope="col">
              <span className={visuallyHiddenClass}>Details</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.data.map((order) => (
            <tr key={order._id}>
              <td data-label="Order ID">
                <span className={styles.id}>{order._id}</span>
              </td>
              <td data-label="Date">{formatDate(order.createdAt)}</td>
              <td data-label="Total Amount">{format(order.totalAmount)}</td>
              <td data-label="Status">
                {awaiting(order) ? (
                  <Badge tone="warning">{awaitingPayment}</Badge>
                ) : (
                  <OrderStatus status={order.status} />
                )}
              </td>
              <td>
                <div className={styles.actions}>
                  <Link to={`/orders/${order._id}`} className={styles.link}>
                    View Details<span className={visuallyHiddenClass}> of order {order._id}</span>
                  </Link>
                  {awaiting(order) && (
                    <Button onClick={() => void payment.complete(order)} disabled={payment.processing}>
                      {completePayment}
                      <span className={visuallyHiddenClass}> for order {order._id}</span>
                    </Button>
                  )}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** /orders: the signed-in shopper's orders. */
export function OrdersPage() {
  useDocumentTitle('My Orders');
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>My Orders</h1>
      <OrdersBody />
    </section>
  );
}
