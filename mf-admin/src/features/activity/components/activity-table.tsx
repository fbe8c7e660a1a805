import type { AdminActivityEntry } from '@glow/contracts/browser';
import { actionLabel } from '../activity-texts';
import type { ChangeFilters } from '../hooks/use-activity-filters';
import { ChangeList } from './change-list';
import { formatDateTime, shortId } from './format';
import { SubjectCell } from './subject-cell';
import styles from './activity.module.css';

export interface ActivityTableProps {
  entries: AdminActivityEntry[];
  labelledBy: string;
  /** An admin's or a subject's id clicked: the log narrowed to it. */
  onFilter: ChangeFilters;
}

/** A table on wide screens; CSS turns each row into a card on narrow ones. */
export function ActivityTable({ entries, labelledBy, onFilter }: ActivityTableProps) {
  return (
    <table className={styles.table} aria-labelledby={labelledBy}>
      <thead>
        <tr>
          <th scope="col">When</th>
          <th scope="col">Admin</th>
          <th scope="col">Action</th>
          <th scope="col">Subject</th>
          <th scope="col">Change</th>
          <th scope="col">Request</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id} className={styles.row}>
            <td data-label="When" className={styles.when}>
              <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
            </td>
            <td data-label="Admin">
              <button
                type="button"
                className={styles.idButton}
                aria-label={`Show only the actions of admin ${entry.actor.userId}`}
                onClick={() => onFilter({ actor: entry.actor.userId })}
              >
                {entry.actor.userId}
              </button>
              {entry.actor.sessionId && (
                <span className={styles.muted} title={entry.actor.sessionId}>
                  session {shortId(entry.actor.sessionId)}
                </span>
              )}
            </td>
            <td data-label="Action">
              <span className={styles.action}>{actionLabel(entry.action)}</span>
              <span className={styles.muted}>{entry.source} service</span>
            </td>
            <td data-label="Subject">
              <SubjectCell entry={entry} onFilter={onFilter} />
            </td>
            <td data-label="Change" className={styles.changeCell}>
              <ChangeList before={entry.before} after={entry.after} />
            </td>
            <td data-label="Request" className={styles.request}>
              {entry.requestId ?? '—'}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
