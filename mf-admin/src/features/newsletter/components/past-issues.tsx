import { useId } from 'react';
import { Button, ErrorBox, Spinner } from '@glow/web-kit';
import { issuesFailure, useIssues } from '../api/get-issues';
import { PastIssue } from './past-issue';
import styles from './issues.module.css';
import page from './newsletter.module.css';

/** Every issue, newest first, the one just sent from the form above included. */
export function PastIssues() {
  const issuesQuery = useIssues();
  const headingId = useId();
  const issues = issuesQuery.data ?? [];

  return (
    <section aria-labelledby={headingId} className={page.section}>
      <h2 id={headingId} className={page.heading}>
        Past issues
      </h2>
      {issuesQuery.isPending ? (
        <Spinner label="Loading issues..." />
      ) : issuesQuery.isError ? (
        <div className={page.failure}>
          <ErrorBox text={issuesFailure} />
          <Button
            variant="secondary"
            disabled={issuesQuery.isFetching}
            onClick={() => void issuesQuery.refetch()}
          >
            Retry
          </Button>
        </div>
      ) : issues.length === 0 ? (
        <p className={page.empty}>No issues sent yet.</p>
      ) : (
        <ul className={styles.list} aria-labelledby={headingId}>
          {issues.map((issue) => (
            <PastIssue key={issue._id} issue={issue} />
          ))}
        </ul>
      )}
    </section>
  );
}
