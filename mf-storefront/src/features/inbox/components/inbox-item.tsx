import type { InboxMessage } from '@glow/contracts';
import { formatDateTime } from '@glow/web-kit';
import styles from '../inbox-page.module.css';

function SentAt({ createdAt }: { createdAt: string }) {
  const shown = formatDateTime(createdAt);
  if (!shown) return null;
  return (
    <time className={styles.date} dateTime={createdAt}>
      {shown}
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
