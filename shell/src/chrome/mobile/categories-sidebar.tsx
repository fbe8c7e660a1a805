import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useCategories, useFocusTrap } from '@glow/web-kit';
import { CloseIcon } from '../assets/ui-icons';
import { AppLink } from '../routing/app-link';
import styles from './categories-sidebar.module.css';
import { categoryHref } from './category-href';

function CategoryList({ onNavigate }: { onNavigate: () => void }) {
  const { categories, loading, error } = useCategories();
  if (loading) return <p className={styles.note}>Loading...</p>;
  if (error && categories.length === 0)
    return (
      <p className={styles.note} role="alert">
        {error}
      </p>
    );
  if (categories.length === 0) return <p className={styles.note}>No categories available.</p>;
  return (
    <ul className={styles.list}>
      {categories.map(({ _id, name }) => (
        <li key={_id}>
          <AppLink href={categoryHref(name)} className={styles.link} onNavigate={onNavigate}>
            {name}
          </AppLink>
        </li>
      ))}
    </ul>
  );
}

export function CategoriesSidebar({ id, onClose }: { id: string; onClose: () => void }) {
  const closeRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  useFocusTrap(panelRef, true);

  useEffect(() => {
    closeRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onClose]);

  // Portalled: inside the sticky header it would share the header's stacking context.
  return createPortal(
    <div className={styles.layer}>
      <div className={styles.backdrop} onClick={onClose} aria-hidden="true" />
      <aside
        ref={panelRef}
        id={id}
        className={styles.panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
      >
        <div className={styles.head}>
          <h2 id={`${id}-title`} className={styles.title}>
            Categories
          </h2>
          <button
            ref={closeRef}
            type="button"
            className={styles.close}
            aria-label="Close categories"
            onClick={onClose}
          >
            <CloseIcon />
          </button>
        </div>
        <CategoryList onNavigate={onClose} />
      </aside>
    </div>,
    document.body,
  );
}
