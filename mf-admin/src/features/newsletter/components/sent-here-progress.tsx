import { useId } from 'react';
import type { NewsletterIssue } from '@glow/contracts';
import { useLiveIssue } from '../api/get-issue';
import { IssueProgress } from './issue-progress';
import styles from './issues.module.css';

/** The issue just sent from the form, followed until every mail has gone. */
export function SentHereProgress({ issue }: { issue: NewsletterIssue }) {
  const live = useLiveIssue(issue);
  const subjectId = useId();
  return (
    <div className={styles.sentHere}>
      <p id={subjectId} className={styles.subject}>
        {live.subject}
      </p>
      <IssueProgress issue={live} labelledBy={subjectId} />
      <p role="status" className={styles.done}>
        {live.status === 'sent' ? 'Issue sent.' : ''}
      </p>
    </div>
  );
}
