import styles from './count-badge.module.css';

/** The count over a header or bottom-bar icon; nothing at zero. */
export function CountBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className={styles.badge} aria-hidden="true">
      {count > 99 ? '99+' : count}
    </span>
  );
}

export function labelWithCount(label: string, count: number): string {
  return count > 0 ? `${label} (${count})` : label;
}
