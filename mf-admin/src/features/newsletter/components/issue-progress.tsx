import type { NewsletterIssue } from '@glow/contracts';
import styles from './issues.module.css';

export interface IssueProgressProps {
  issue: NewsletterIssue;
  /** The id of the element that names the issue (its subject). */
  labelledBy: string;
}

/** How far delivery has come: sent and failed mails of the total. */
export function IssueProgress({ issue, labelledBy }: IssueProgressProps) {
  const { sent, failed, total } = issue;
  const done = Math.min(sent + failed, total);
  const percent = total > 0 ? Math.round((done / total) * 100) : 100;
  const sentText = `${sent} of ${total} sent`;
  const failedText = failed > 0 ? `${failed} failed` : null;
  return (
    <div className={styles.progress}>
      <div
        role="progressbar"
        aria-labelledby={labelledBy}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={failedText ? `${sentText}, ${failedText}` : sentText}
        className={styles.track}
      >
        <div className={styles.fill} style={{ width: `${percent}%` }} />
      </div>
      <p className={styles.counts}>
        <span>{sentText}</span>
        {failedText && <span className={styles.failed}>{failedText}</span>}
      </p>
    </div>
  );
}
