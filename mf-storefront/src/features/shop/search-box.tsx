import { useId } from 'react';
import { maxSearchLength, searchTooLong } from '@glow/contracts/browser';
import { useSearchText } from '@glow/web-kit';
import styles from './shop-page.module.css';

/**
 * The search box: what is typed applies after a short pause, so each keystroke does not fetch. It
 * takes no more than the catalog does, and says so once the text reaches that length.
 */
export function SearchBox({ value, onSearch }: { value: string; onSearch(search: string): void }) {
  const [text, setText] = useSearchText(value, onSearch);
  const limitId = useId();
  const atLimit = text.length >= maxSearchLength;
  return (
    <div className={styles.searchField}>
      <input
        type="search"
        className={styles.search}
        placeholder="Search products..."
        aria-label="Search products"
        maxLength={maxSearchLength}
        aria-describedby={atLimit ? limitId : undefined}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      {atLimit && (
        <p id={limitId} className={styles.searchLimit} role="status">
          {searchTooLong}
        </p>
      )}
    </div>
  );
}
