import { useId, useRef, useState, type FormEvent } from 'react';
import { Button, useDocumentTitle } from '@glow/web-kit';
import { recipientsFailure, useRecipients } from '../api/get-recipients';
import { sendFailure, useSendMessage } from '../api/send-message';
import { FormAlert, type Notice } from './form-alert';
import { RecipientSelect } from './recipient-select';
import styles from './send-message.module.css';

// The service's limit (in characters; the browser counts UTF-16 units, so never more than that).
const maxMessageLength = 2000;

export function SendMessagePage() {
  useDocumentTitle('Send Message');
  const recipients = useRecipients();
  const sendMessage = useSendMessage();
  const [userId, setUserId] = useState('');
  const [message, setMessage] = useState('');
  const [notice, setNotice] = useState<Notice | null>(null);
  const noticeId = useRef(0);
  const titleId = useId();
  const messageId = useId();

  const say = (tone: Notice['tone'], text: string) => setNotice({ id: ++noticeId.current, tone, text });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!userId) return say('error', 'Please select a user or "All Users".');
    if (!message.trim()) return say('error', 'Please enter a message.');
    setNotice(null);
    sendMessage.mutate(
      { userId, message: message.trim() },
      {
        onSuccess: () => {
          say('success', 'Message sent successfully.');
          setUserId('');
          setMessage('');
        },
        onError: () => say('error', sendFailure),
      },
    );
  };

  const sending = sendMessage.isPending;
  const loadFailure: Notice | null = recipients.isError
    ? { id: 0, tone: 'error', text: recipientsFailure }
    : null;

  return (
    <section className={styles.page}>
      <h1 id={titleId} className={styles.title}>
        Send Message
      </h1>
      <FormAlert notice={notice ?? loadFailure} />
      <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={titleId}>
        <RecipientSelect
          value={userId}
          recipients={recipients.data ?? []}
          loading={recipients.isPending}
          disabled={sending}
          onChange={setUserId}
        />
        <div className={styles.field}>
          <label htmlFor={messageId} className={styles.label}>
            Message
          </label>
          <textarea
            id={messageId}
            className={`${styles.control} ${styles.message}`}
            required
            minLength={1}
            maxLength={maxMessageLength}
            rows={6}
            value={message}
            disabled={sending}
            onChange={(event) => setMessage(event.target.value)}
          />
        </div>
        <Button type="submit" disabled={sending}>
          {sending ? 'Sending...' : 'Send Message'}
        </Button>
      </form>
    </section>
  );
}
