import { useId, useState, type FormEvent } from 'react';
import { Button, ErrorBox, Input } from '@glow/web-kit';
import type { NewsletterIssue } from '@glow/contracts';
import { sendIssueFailure, useSendIssue } from '../api/send-issue';
import { ConfirmIssueDialog } from './confirm-issue-dialog';
import { subscribers } from './format';
import { SentHereProgress } from './sent-here-progress';
import styles from './newsletter.module.css';

const missingFields = 'Please fill in the subject and the message.';

// The service's limits.
const maxSubject = 200;
const maxBody = 50_000;

export interface ComposeIssueProps {
  /** Confirmed subscribers, once known. */
  confirmed: number | undefined;
  sentHere: NewsletterIssue | null;
  onSent: (issue: NewsletterIssue) => void;
}

export function ComposeIssue({ confirmed, sentHere, onSent }: ComposeIssueProps) {
  const sendIssue = useSendIssue();
  const headingId = useId();
  const bodyId = useId();
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const ask = (event: FormEvent) => {
    event.preventDefault();
    if (!subject.trim() || !body.trim()) return setProblem(missingFields);
    setProblem(null);
    setConfirming(true);
  };

  const send = () =>
    sendIssue.mutate(
      { subject: subject.trim(), body: body.trim() },
      {
        onSuccess: (issue) => {
          setSubject('');
          setBody('');
          onSent(issue);
        },
        onError: () => setProblem(sendIssueFailure),
        onSettled: () => setConfirming(false),
      },
    );

  const reach = confirmed ?? 0;
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.heading}>
        Send an issue
      </h2>
      <ErrorBox text={problem} />
      <form className={styles.compose} onSubmit={ask} noValidate aria-labelledby={headingId}>
        <Input
          label="Subject"
          name="subject"
          required
          maxLength={maxSubject}
          value={subject}
          onChange={(e) => setSubject(e.target.value)}
        />
        <div className={styles.field}>
          <label htmlFor={bodyId} className={styles.label}>
            Message
          </label>
          <textarea
            id={bodyId}
            name="body"
            className={`${styles.control} ${styles.body}`}
            required
            maxLength={maxBody}
            rows={8}
            value={body}
            onChange={(e) => setBody(e.target.value)}
          />
        </div>
        <Button type="submit" disabled={reach === 0 || sendIssue.isPending}>
          {confirmed === undefined ? 'Send to subscribers' : `Send to ${subscribers(confirmed)}`}
        </Button>
      </form>
      {sentHere && <SentHereProgress key={sentHere._id} issue={sentHere} />}
      <ConfirmIssueDialog
        open={confirming}
        confirmed={reach}
        busy={sendIssue.isPending}
        onConfirm={send}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
