import { useEffect, useState } from 'react';
import styles from './shop-page.module.css';

const searchDelayMs = 350;

/** The search box: what is typed applies after a short pause, so each keystroke does not fetch. */
export function SearchBox({ value, onSearch }: { value: string; onSearch(search: string): void }) {
  const [text, setText] = useState(value);
  // Back, a link or Reset changed the search: show it (React's "adjust state when a prop changes").
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  useEffect(() => {
    if (text === value) return undefined;
    const timer = setTimeout(() => onSearch(text), searchDelayMs);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
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
