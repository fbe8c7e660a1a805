import styles from './send-message.module.css';

export interface Notice {
  /** A new id for every notice, so the same text said twice is announced twice. */
  id: number;
  tone: 'error' | 'success';
  text: string;
}

/**
 * Where the spec says "alert", this screen shows an in-page alert region, not `window.alert`: a
 * blocking native dialog cannot be driven by the browser tests and is clumsy for screen readers and
 * on phones. One region, the latest notice wins.
 */
export function FormAlert({ notice }: { notice: Notice | null }) {
  if (!notice) return null;
  return (
    <p key={notice.id} role="alert" className={`${styles.alert} ${styles[notice.tone]}`}>
      {notice.text}
    </p>
  );
}
