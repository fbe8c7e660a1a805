import type { UseQueryResult } from '@tanstack/react-query';
import type { AdminActivityPage } from '@glow/contracts/browser';
import { Button, ErrorBox, Pagination, Spinner, errorText } from '@glow/web-kit';
import { fetchActivityFailed, noActivityFound } from '../activity-texts';
import type { ChangeFilters } from '../hooks/use-activity-filters';
import { ActivityTable } from './activity-table';
import styles from './activity.module.css';

export interface ActivityResultsProps {
  query: UseQueryResult<AdminActivityPage>;
  labelledBy: string;
  onPageChange: (page: number) => void;
  onFilter: ChangeFilters;
}

export function ActivityResults({ query, labelledBy, onPageChange, onFilter }: ActivityResultsProps) {
  if (query.isPending) return <Spinner label="Loading activity..." />;
  if (query.isError)
    return (
      <div className={styles.failure}>
        <ErrorBox text={errorText(query.error, fetchActivityFailed)} />
        <Button variant="secondary" onClick={() => void query.refetch()} disabled={query.isFetching}>
          Retry
        </Button>
      </div>
    );
  const { items, total, page, pages } = query.data;
  if (items.length === 0) return <p className={styles.empty}>{noActivityFound}</p>;
  return (
    <div className={styles.results} aria-busy={query.isPlaceholderData}>
      <p className={styles.count}>{total === 1 ? '1 action' : `${total.toLocaleString('en-NG')} actions`}</p>
      <ActivityTable entries={items} labelledBy={labelledBy} onFilter={onFilter} />
      <Pagination page={page} totalPages={pages} onPageChange={onPageChange} />
    </div>
  );
}
