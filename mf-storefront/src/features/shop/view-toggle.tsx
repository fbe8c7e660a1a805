import type { ShopView } from './shop-filters';
import styles from './shop-page.module.css';

const views: { view: ShopView; label: string }[] = [
  { view: 'grid', label: 'Grid' },
  { view: 'list', label: 'List' },
];

/** Cards in a grid, or one product a row with room for longer names. */
export function ViewToggle({ value, onChange }: { value: ShopView; onChange(view: ShopView): void }) {
  return (
    <div className={styles.views} role="group" aria-label="Layout">
      {views.map(({ view, label }) => (
        <button
          key={view}
          type="button"
          className={styles.view}
          aria-pressed={value === view}
          onClick={() => onChange(view)}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
