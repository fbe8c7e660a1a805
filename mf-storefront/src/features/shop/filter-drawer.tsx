import { useEffect, useRef, type ReactNode } from 'react';
import styles from './shop-page.module.css';

interface FilterDrawerProps {
  id: string;
  open: boolean;
  onClose(): void;
  children: ReactNode;
}

/** The filters: a side column from 1024 px, below that a slide-over that Escape or the backdrop closes. */
export function FilterDrawer({ id, open, onClose, children }: FilterDrawerProps) {
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return undefined;
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  return (
    <>
      <aside id={id} className={`${styles.aside} ${open ? styles.open : ''}`} aria-label="Filters">
        <div className={styles.asideHead}>
          <h2>Filters</h2>
          <button
            ref={closeRef}
            type="button"
            className={styles.close}
            aria-label="Close filters"
            onClick={onClose}
          >
            ×
          </button>
        </div>
        {children}
      </aside>
      {open && <div className={styles.backdrop} onClick={onClose} aria-hidden="true" />}
    </>
  );
}
