import { VisuallyHidden } from '@glow/web-kit';
import type { NewsletterSubscriber } from '@glow/contracts';
import { formatDate } from './format';
import { statusLabels } from './status-labels';
import styles from './newsletter.module.css';

function DateCell({ iso }: { iso: string | null }) {
  if (!iso)
    return (
      <>
        <span aria-hidden="true">—</span>
        <VisuallyHidden>Not confirmed</VisuallyHidden>
      </>
    );
  return <time dateTime={iso}>{formatDate(iso)}</time>;
}

export interface SubscribersTableProps {
  subscribers: NewsletterSubscriber[];
  labelledBy: string;
  /** Another page or filter is loading; these rows are the previous answer. */
  busy: boolean;
}

/**
 * A table on wide screens; CSS turns each row into a card on narrow ones. The status pills are this
 * screen's own: the kit's success and warning badges put white on colours too light for small text.
 */
export function SubscribersTable({ subscribers, labelledBy, busy }: SubscribersTableProps) {
  return (
    <table className={styles.table} aria-labelledby={labelledBy} aria-busy={busy}>
      <thead>
        <tr>
          <th scope="col">Email</th>
          <th scope="col">Status</th>
          <th scope="col">Subscribed</th>
          <th scope="col">Confirmed</th>
        </tr>
      </thead>
      <tbody>
        {subscribers.map((subscriber) => (
          <tr key={subscriber._id} className={styles.row}>
            <td data-label="Email" className={styles.email}>
              {subscriber.email}
            </td>
            <td data-label="Status">
              <span className={`${styles.status} ${styles[subscriber.status]}`}>
                {statusLabels[subscriber.status]}
              </span>
            </td>
            <td data-label="Subscribed">
              <DateCell iso={subscriber.createdAt} />
            </td>
            <td data-label="Confirmed">
              <DateCell iso={subscriber.confirmedAt} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
