import { useId, type ReactNode } from 'react';
import styles from './dashboard.module.css';

/** One titled card of the dashboard. */
export function Panel({ title, note, children }: { title: string; note?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.panel} aria-labelledby={id}>
      <div className={styles.panelHeader}>
        <h2 id={id} className={styles.panelTitle}>
          {title}
        </h2>
        {note && <p className={styles.panelNote}>{note}</p>}
      </div>
      {children}
    </section>
  );
}
