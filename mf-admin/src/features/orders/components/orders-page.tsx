import { useId } from 'react';
import { orderStatuses } from '@glow/contracts/browser';
import { SearchField, useDocumentTitle } from '@glow/web-kit';
import { SelectField } from '../../../components/select-field';
import { useOrders } from '../api/get-orders';
import { useLiveOrders } from '../hooks/use-live-orders';
import { useOrderFilters } from '../hooks/use-order-filters';
import { OrdersResults } from './orders-results';
import styles from './orders.module.css';

const statusOptions = orderStatuses.map((status) => ({ value: status, label: status }));

/** Paid orders by default (the empty choice); orders never paid, or owed money back, on request. */
const paymentOptions = [
  { value: 'awaiting', label: 'Awaiting payment' },
  { value: 'expired', label: 'Expired' },
  { value: 'refund', label: 'Needs refund' },
  { value: 'all', label: 'All payments' },
] as const;

/**
 * /admin/orders: paid orders unless the payment filter says otherwise, searched by id and filtered by
 * status and payment on the server, newly paid ones live.
 */
export function OrdersPage() {
  useDocumentTitle('All Orders');
  const headingId = useId();
  const { filters, change } = useOrderFilters();
  const query = useOrders(filters);
  useLiveOrders();
  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <h1 id={headingId} className={styles.title}>
        All Orders
      </h1>
      <div className={styles.filters}>
        <SearchField
          label="Search by order ID"
          value={filters.search}
          onSearch={(search) => change({ search })}
        />
        <SelectField
          label="Status"
          emptyLabel="All Statuses"
          options={statusOptions}
          className={styles.control}
          value={filters.status}
          onChange={(status) => change({ status })}
        />
        <SelectField
          label="Payment"
          emptyLabel="Paid"
          options={paymentOptions}
          className={styles.control}
          value={filters.payment}
          onChange={(payment) => change({ payment })}
        />
      </div>
      <OrdersResults query={query} labelledBy={headingId} onPageChange={(page) => change({ page })} />
    </section>
  );
}
