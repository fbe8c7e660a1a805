import type { ReactNode } from 'react';
import styles from './empty-state.module.css';

export interface EmptyStateProps {
  text: string;
  /** What to do instead: the app's own router link, styled with `emptyStateActionClass`. */
  children?: ReactNode;
}

/** A page with nothing to list yet: the spec's sentence, and the way on when there is one. */
export function EmptyState({ text, children }: EmptyStateProps) {
  return (
    <div className={styles.empty}>
      <p>{text}</p>
      {children}
    </div>
  );
}

export const emptyStateActionClass = styles.action;
