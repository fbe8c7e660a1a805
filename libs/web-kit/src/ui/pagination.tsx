import { pageWindow } from './page-window';
import styles from './pagination.module.css';

export interface PaginationProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}

export function Pagination({ page, totalPages, onPageChange }: PaginationProps) {
  const slots = pageWindow(page, totalPages);
  if (slots.length === 0) return null;
  return (
    <nav aria-label="Pagination" className={styles.pagination}>
      <button
        type="button"
        className={styles.step}
        aria-label="Previous page"
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        ‹
      </button>
      {slots.map((slot) =>
        typeof slot === 'number' ? (
          <button
            key={slot}
            type="button"
            className={`${styles.page} ${slot === page ? styles.current : ''}`}
            aria-current={slot === page ? 'page' : undefined}
            onClick={() => slot !== page && onPageChange(slot)}
          >
            {slot}
          </button>
        ) : (
          <span key={slot} className={styles.gap} aria-hidden="true">
            …
          </span>
        ),
      )}
      <button
        type="button"
        className={styles.step}
        aria-label="Next page"
        disabled={page >= totalPages}
        onClick={() => onPageChange(page + 1)}
      >
        ›
      </button>
    </nav>
  );
}
