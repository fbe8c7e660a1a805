import { useId } from 'react';
import { reasonMaxLength } from '../refund-texts';
import styles from './order.module.css';

export interface RefundReasonFieldProps {
  value: string;
  error: string;
  busy: boolean;
  onChange: (reason: string) => void;
}

/** The admin's reason, kept with the refund. */
export function RefundReasonField({ value, error, busy, onChange }: RefundReasonFieldProps) {
  const id = useId();
  return (
    <div className={styles.reasonField}>
      <label htmlFor={id} className={styles.label}>
        Reason
      </label>
      <textarea
        id={id}
        className={styles.control}
        rows={4}
        maxLength={reasonMaxLength}
        required
        aria-invalid={error !== ''}
        aria-describedby={`${id}-${error ? 'error' : 'hint'}`}
        value={value}
        readOnly={busy}
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? (
        <p id={`${id}-error`} className={styles.fieldError}>
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className={styles.hint}>
          Up to {reasonMaxLength} characters, kept with the refund.
        </p>
      )}
    </div>
  );
}
