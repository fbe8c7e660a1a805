import type { InboxMessage } from '@glow/contracts';
import styles from '../inbox-page.module.css';

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

function SentAt({ createdAt }: { createdAt: string }) {
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) return null;
  return (
    <time className={styles.date} dateTime={createdAt}>
      {dateFormat.format(date)}
    </time>
  );
}

export function InboxItem({ message, isNew }: { message: InboxMessage; isNew: boolean }) {
  return (
    <li className={`${styles.item} ${isNew ? styles.unread : ''}`}>
      <div className={styles.meta}>
        {isNew && <span className={styles.newMarker}>New</span>}
        <SentAt createdAt={message.createdAt} />
      </div>
      <p className={styles.text}>{message.message}</p>
    </li>
  );
}
