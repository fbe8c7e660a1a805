import { useSearchText } from '@glow/web-kit';
import styles from './shop-page.module.css';

/** The search box: what is typed applies after a short pause, so each keystroke does not fetch. */
export function SearchBox({ value, onSearch }: { value: string; onSearch(search: string): void }) {
  const [text, setText] = useSearchText(value, onSearch);
  return (
    <input
      type="search"
      className={styles.search}
      placeholder="Search products..."
      aria-label="Search products"
      value={text}
      onChange={(event) => setText(event.target.value)}
    />
  );
}
