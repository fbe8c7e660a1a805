import { useState } from 'react';
import styles from './product-detail.module.css';

const shownAtFirst = 300;

/** The description; a long one shows its start with See more / See less. */
export function Description({ text }: { text: string }) {
  const [open, setOpen] = useState(false);
  const long = text.length > shownAtFirst;
  return (
    <div className={styles.description}>
      <p>{long && !open ? `${text.slice(0, shownAtFirst).trimEnd()}…` : text}</p>
      {long && (
        <button
          type="button"
          className={styles.linkButton}
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          {open ? 'See less' : 'See more'}
        </button>
      )}
    </div>
  );
}
