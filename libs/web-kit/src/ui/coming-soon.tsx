import type { ReactNode } from 'react';
import styles from './coming-soon.module.css';

export interface ComingSoonProps {
  title: string;
  /** A way on, e.g. the app's own router link to the shop. */
  action?: ReactNode;
}

/** Stands in for a screen that a later issue delivers. */
export function ComingSoon({ title, action }: ComingSoonProps) {
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.note}>This page is not available yet; it is coming soon.</p>
      {action}
    </section>
  );
}

/** For the action's link, so it looks the same in every app. */
export const comingSoonLinkClass = styles.link;
