import type { ReactNode } from 'react';
import styles from './notice.module.css';

/** The inline red box for a failure (role alert); nothing without a text. */
export function ErrorBox({ text }: { text: ReactNode }) {
  if (!text) return null;
  return (
    <p role="alert" className={`${styles.box} ${styles.error}`}>
      {text}
    </p>
  );
}

/** The inline green box for a success (role status); nothing without a text. */
export function SuccessBox({ text }: { text: ReactNode }) {
  if (!text) return null;
  return (
    <p role="status" className={`${styles.box} ${styles.success}`}>
      {text}
    </p>
  );
}
