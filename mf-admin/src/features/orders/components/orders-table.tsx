import { Link } from 'react-router-dom';
import type { Order } from '@glow/contracts/browser';
import { useCurrency, visuallyHiddenClass } from '@glow/web-kit';
import { formatDate } from './format';
import { OrderStatusBadge, PaymentStatusBadge } from './status-badges';
import styles from './orders.module.css';

/** A table on wide screens; CSS turns each row into a card on narrow ones. */
export function OrdersTable({ orders, labelledBy }: { orders: Order[]; labelledBy: string }) {
  const { format } = useCurrency();
  return (
    <table className={styles.table} aria-labelledby={labelledBy}>
      <thead>
        <tr>
          <th scope="col">Order ID</th>
          <th scope="col">Date</th>
          <th scope="col">Customer</th>
          <th scope="col">Total Amount</th>
          <th scope="col">Payment</th>
          <th scope="col">Status</th>
          <th scope="col">
            <span className={visuallyHiddenClass}>Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order._id} className={styles.row}>
            <td data-label="Order ID" className={styles.id}>
              {order._id}
            </td>
            <td data-label="Date">{formatDate(order.createdAt)}</td>
            <td data-label="Customer" className={styles.email}>
              {order.user}
            </td>
            <td data-label="Total Amount">{format(order.totalAmount)}</td>
            <td data-label="Payment">
              <PaymentStatusBadge status={order.paymentInfo.status} />
            </td>
            <td data-label="Status">
              <OrderStatusBadge status={order.status} />
            </td>
            <td>
              <Link to={`/admin/orders/${order._id}`} className={styles.view}>
                View<span className={visuallyHiddenClass}> order {order._id}</span>
              </Link>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
