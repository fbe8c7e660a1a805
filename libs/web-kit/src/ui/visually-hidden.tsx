import type { ReactNode } from 'react';
import styles from './visually-hidden.module.css';

export interface VisuallyHiddenProps {
  children: ReactNode;
  /** `h1` for a page whose title is shown by pictures rather than words. */
  as?: 'span' | 'h1';
}

/** Read by screen readers, not shown: words that a picture or an icon already says to the eye. */
export function VisuallyHidden({ children, as: Tag = 'span' }: VisuallyHiddenProps) {
  return <Tag className={styles.hidden}>{children}</Tag>;
}

/** The same hiding for an element that must keep its own tag (a caption, a legend, a live region). */
export const visuallyHiddenClass = styles.hidden;
