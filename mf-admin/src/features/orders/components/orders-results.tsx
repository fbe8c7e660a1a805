import type { UseQueryResult } from '@tanstack/react-query';
import type { OrderPage } from '@glow/contracts/browser';
import { Button, ErrorBox, Pagination, Spinner, errorText } from '@glow/web-kit';
import { fetchOrdersFailed, noOrdersFound } from '../orders-texts';
import { OrdersTable } from './orders-table';
import styles from './orders.module.css';

export interface OrdersResultsProps {
  query: UseQueryResult<OrderPage>;
  labelledBy: string;
  onPageChange: (page: number) => void;
}

export function OrdersResults({ query, labelledBy, onPageChange }: OrdersResultsProps) {
  if (query.isPending) return <Spinner label="Loading orders..." />;
  if (query.isError)
    return (
      <div className={styles.failure}>
        <ErrorBox text={errorText(query.error, fetchOrdersFailed)} />
        <Button variant="secondary" onClick={() => void query.refetch()} disabled={query.isFetching}>
          Retry
        </Button>
      </div>
    );
  const { items, page, pages } = query.data;
  if (items.length === 0) return <p className={styles.empty}>{noOrdersFound}</p>;
  return (
    <div className={styles.results} aria-busy={query.isPlaceholderData}>
      <OrdersTable orders={items} labelledBy={labelledBy} />
      <Pagination page={page} totalPages={pages} onPageChange={onPageChange} />
    </div>
  );
}
