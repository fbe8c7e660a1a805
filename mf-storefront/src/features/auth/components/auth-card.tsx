import type { ReactNode } from 'react';
import { useDocumentTitle } from '@glow/web-kit';
import styles from './auth-card.module.css';

/** The centred card every sign-in screen sits in, with its level-1 title. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <section className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.title}>{title}</h1>
        {children}
      </div>
    </section>
  );
}
