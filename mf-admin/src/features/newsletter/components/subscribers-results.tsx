import type { UseQueryResult } from '@tanstack/react-query';
import { Button, ErrorBox, Pagination, Spinner } from '@glow/web-kit';
import type { SubscriberPage } from '@glow/contracts';
import { subscribersFailure } from '../api/get-subscribers';
import { SubscribersTable } from './subscribers-table';
import styles from './newsletter.module.css';

export interface SubscribersResultsProps {
  query: UseQueryResult<SubscriberPage>;
  labelledBy: string;
  onPageChange: (page: number) => void;
}

export function SubscribersResults({ query, labelledBy, onPageChange }: SubscribersResultsProps) {
  if (query.isPending) return <Spinner label="Loading subscribers..." />;
  if (query.isError)
    return (
      <div className={styles.failure}>
        <ErrorBox text={subscribersFailure} />
        <Button variant="secondary" disabled={query.isFetching} onClick={() => void query.refetch()}>
          Retry
        </Button>
      </div>
    );
  const { items, page, pages } = query.data;
  if (items.length === 0) return <p className={styles.empty}>No subscribers found.</p>;
  return (
    <>
      <SubscribersTable subscribers={items} labelledBy={labelledBy} busy={query.isPlaceholderData} />
      <Pagination page={page} totalPages={pages} onPageChange={onPageChange} />
    </>
  );
}
