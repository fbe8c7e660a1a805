import { useId } from 'react';
import type { NewsletterIssue } from '@glow/contracts';
import { useLiveIssue } from '../api/get-issue';
import { formatDate } from './format';
import { IssueProgress } from './issue-progress';
import styles from './issues.module.css';

function Outcome({ issue }: { issue: NewsletterIssue }) {
  return (
    <p className={styles.counts}>
      <span>{`Sent to ${issue.sent} of ${issue.total}`}</span>
      {issue.failed > 0 && <span className={styles.failed}>{`${issue.failed} failed`}</span>}
    </p>
  );
}

/** An issue still sending when the list loaded (after a reload, say) is followed live. */
function LiveOutcome({ issue, labelledBy }: { issue: NewsletterIssue; labelledBy: string }) {
  const live = useLiveIssue(issue);
  return live.status === 'sent' ? (
    <Outcome issue={live} />
  ) : (
    <IssueProgress issue={live} labelledBy={labelledBy} />
  );
}

export function PastIssue({ issue }: { issue: NewsletterIssue }) {
  const subjectId = useId();
  return (
    <li className={styles.issue}>
      <div className={styles.issueHeader}>
        <h3 id={subjectId} className={styles.subject}>
          {issue.subject}
        </h3>
        <time dateTime={issue.createdAt} className={styles.date}>
          {formatDate(issue.createdAt)}
        </time>
      </div>
      {issue.status === 'sending' ? (
        <LiveOutcome issue={issue} labelledBy={subjectId} />
      ) : (
        <Outcome issue={issue} />
      )}
    </li>
  );
}
