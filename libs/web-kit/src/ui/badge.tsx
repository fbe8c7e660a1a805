import type { ReactNode } from 'react';
import styles from './badge.module.css';

export type BadgeTone = 'primary' | 'neutral' | 'success' | 'warning' | 'danger';

export interface BadgeProps {
  /** A count (icons in the header): hidden at 0 unless `showZero`, capped at `max` as "99+". */
  count?: number;
  max?: number;
  showZero?: boolean;
  /** A label instead of a count, e.g. a discount "-20%". */
  children?: ReactNode;
  tone?: BadgeTone;
  className?: string;
  'aria-label'?: string;
}

export function Badge({
  count,
  max = 99,
  showZero = false,
  children,
  tone = 'primary',
  className,
  ...aria
}: BadgeProps) {
  if (count !== undefined && count <= 0 && !showZero) return null;
  const content = count === undefined ? children : count > max ? `${max}+` : String(count);
  return (
    <span className={`${styles.badge} ${styles[tone]} ${className ?? ''}`} {...aria}>
      {content}
    </span>
  );
}
