import { useId } from 'react';
import { useDocumentTitle } from '@glow/web-kit';
import { useOrders } from '../api/get-orders';
import { useLiveOrders } from '../hooks/use-live-orders';
import { useOrderFilters } from '../hooks/use-order-filters';
import { OrderSearch } from './order-search';
import { OrdersResults } from './orders-results';
import { StatusFilter } from './status-filter';
import styles from './orders.module.css';

/** /admin/orders: every order, searched by id and filtered by status on the server, newly paid ones live. */
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
        <OrderSearch value={filters.search} onSearch={(search) => change({ search })} />
        <StatusFilter value={filters.status} onChange={(status) => change({ status })} />
      </div>
      <OrdersResults query={query} labelledBy={headingId} onPageChange={(page) => change({ page })} />
    </section>
  );
}
