import styles from './skeleton-card.module.css';

/** A product-card-shaped placeholder shown while a grid loads. */
export function SkeletonCard({ className }: { className?: string }) {
  return (
    <div className={`${styles.card} ${className ?? ''}`} aria-hidden="true" data-testid="skeleton-card">
      <div className={`${styles.block} ${styles.image}`} />
      <div className={`${styles.block} ${styles.line}`} />
      <div className={`${styles.block} ${styles.line} ${styles.short}`} />
    </div>
  );
}
