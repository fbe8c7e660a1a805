import { useId } from 'react';
import { Button, ErrorBox, Spinner, errorText, useDocumentTitle } from '@glow/web-kit';
import { useDashboard } from '../api/get-dashboard';
import { loadDashboardFailed } from '../dashboard-texts';
import { useLiveDashboard } from '../hooks/use-live-dashboard';
import { DashboardBody } from './dashboard-body';
import { formatClock } from './format';
import styles from './dashboard.module.css';

/** /admin: paid orders and revenue, orders by status, top products, 30 days and the live feed. */
export function DashboardPage() {
  useDocumentTitle('Dashboard');
  const headingId = useId();
  const query = useDashboard();
  useLiveDashboard();
  const answer = query.data;
  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <header className={styles.header}>
        <h1 id={headingId} className={styles.title}>
          Dashboard
        </h1>
        {answer && (
          <p className={styles.updated}>
            Updated <time dateTime={answer.generatedAt}>{formatClock(answer.generatedAt)}</time> (Lagos time)
          </p>
        )}
      </header>
      {answer ? (
        <DashboardBody answer={answer} />
      ) : query.isError ? (
        <div className={styles.failure}>
          <ErrorBox text={errorText(query.error, loadDashboardFailed)} />
          <Button variant="secondary" onClick={() => void query.refetch()} disabled={query.isFetching}>
            Retry
          </Button>
        </div>
      ) : (
        <Spinner label="Loading dashboard..." />
      )}
    </section>
  );
}
