import { useId } from 'react';
import { reasonMaxLength } from '../orders-texts';
import styles from './order.module.css';

export interface ReasonFieldProps {
  value: string;
  error: string;
  /** Said under the field until an error takes its place, e.g. "Up to 500 characters, kept with the refund." */
  hint: string;
  busy: boolean;
  onChange: (reason: string) => void;
}

/** The admin's reason, kept with the refund or the return. */
export function ReasonField({ value, error, hint, busy, onChange }: ReasonFieldProps) {
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
          {hint}
        </p>
      )}
    </div>
  );
}
