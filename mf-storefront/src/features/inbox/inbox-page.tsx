import { useMemo } from 'react';
import { Button, ErrorBox, Spinner, useDocumentTitle, EmptyState } from '@glow/web-kit';
import { inboxErrorText, useInbox } from './api/get-inbox';
import { InboxItem } from './components/inbox-item';
import { useLiveInbox } from './hooks/use-live-inbox';
import { useMarkShownRead } from './hooks/use-mark-shown-read';
import { mergeNewestFirst } from './inbox-messages';
import styles from './inbox-page.module.css';

export const noMessages = 'No messages found.';

function InboxBody() {
  const inbox = useInbox();
  const arrived = useLiveInbox();
  const shown = useMemo(() => inbox.data && mergeNewestFirst(inbox.data, arrived), [inbox.data, arrived]);
  const markedNow = useMarkShownRead(shown);

  if (inbox.isError)
    return (
      <div className={styles.failure}>
        <ErrorBox text={inboxErrorText(inbox.error)} />
        <Button variant="secondary" onClick={() => void inbox.refetch()} disabled={inbox.isFetching}>
          Retry
        </Button>
      </div>
    );
  if (!shown) return <Spinner label="Loading messages..." />;
  if (shown.length === 0) return <EmptyState text={noMessages} />;
  return (
    <ul className={styles.list} aria-label="Messages">
      {shown.map((message) => (
        <InboxItem key={message._id} message={message} isNew={!message.read || markedNow.has(message._id)} />
      ))}
    </ul>
  );
}

export function InboxPage() {
  useDocumentTitle('Inbox');
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>Inbox</h1>
      <InboxBody />
    </section>
  );
}
