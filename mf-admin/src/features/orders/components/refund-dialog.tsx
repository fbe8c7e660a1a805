import { useId, useRef, useState, type FormEvent } from 'react';
import { Button, Modal } from '@glow/web-kit';
import { reasonMaxLength, reasonRequired } from '../refund-texts';
import styles from './order.module.css';

export interface RefundDialogProps {
  /** What goes back, e.g. "NGN 5,500.00". */
  amount: string;
  method: string;
  busy: boolean;
  onRefund: (reason: string) => void;
  onCancel: () => void;
}

/** The last word before money goes back: what, through whom, and the admin's reason for it. */
export function RefundDialog({ amount, method, busy, onRefund, onCancel }: RefundDialogProps) {
  const formId = useId();
  const reasonId = useId();
  const hintId = useId();
  const errorId = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (reason.trim() === '') {
      setError(reasonRequired);
      field.current?.focus();
      return;
    }
    onRefund(reason.trim());
  };

  const footer = (
    <>
      <Button variant="secondary" onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
      <Button type="submit" form={formId} variant="danger" disabled={busy}>
        {busy ? 'Refunding...' : 'Refund'}
      </Button>
    </>
  );
  return (
    <Modal open title="Refund Order" onClose={busy ? () => undefined : onCancel} footer={footer}>
      <form id={formId} className={styles.refundForm} onSubmit={submit} noValidate>
        <p className={styles.refundAmount}>
          <strong>{amount}</strong> will be given back to the buyer through {method}.
        </p>
        <div className={styles.reasonField}>
          <label htmlFor={reasonId} className={styles.label}>
            Reason
          </label>
          <textarea
            ref={field}
            id={reasonId}
            className={styles.control}
            rows={4}
            maxLength={reasonMaxLength}
            required
            aria-invalid={error !== ''}
            aria-describedby={error ? errorId : hintId}
            value={reason}
            readOnly={busy}
            onChange={(event) => {
              setReason(event.target.value);
              setError('');
            }}
          />
          {error ? (
            <p id={errorId} className={styles.fieldError}>
              {error}
            </p>
          ) : (
            <p id={hintId} className={styles.hint}>
              Up to {reasonMaxLength} characters, kept with the refund.
            </p>
          )}
        </div>
      </form>
    </Modal>
  );
}
