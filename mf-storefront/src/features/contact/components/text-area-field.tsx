import { useId, type ComponentProps } from 'react';
import styles from '../contact-page.module.css';

interface TextAreaFieldProps extends ComponentProps<'textarea'> {
  label: string;
  error?: string;
}

/** The web kit's Input, for several lines: label, field, and an error announced with it. */
export function TextAreaField({ label, error, id, ...rest }: TextAreaFieldProps) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const errorId = `${fieldId}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={fieldId} className={styles.label}>
        {label}
      </label>
      <textarea
        id={fieldId}
        className={`${styles.textarea} ${error ? styles.invalid : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...rest}
      />
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
