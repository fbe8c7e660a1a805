import styles from './notice.module.css';

/** The inline red box for a failure. */
export function ErrorBox({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p role="alert" className={`${styles.box} ${styles.error}`}>
      {text}
    </p>
  );
}

/** The inline green box for a success. */
export function SuccessBox({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p role="status" className={`${styles.box} ${styles.success}`}>
      {text}
    </p>
  );
}
