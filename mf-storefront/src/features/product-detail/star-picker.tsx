import { VisuallyHidden } from '@glow/web-kit';
import styles from './product-detail.module.css';

/** Read-only stars for a rating, e.g. ★★★★☆, with the number for screen readers. */
export function Stars({ rating }: { rating: number }) {
  const full = Math.round(rating);
  return (
    <span className={styles.stars} aria-label={`Rated ${rating} out of 5`} role="img">
      {'★'.repeat(full)}
      <span className={styles.emptyStars}>{'★'.repeat(5 - full)}</span>
    </span>
  );
}

/** Choose 1–5 stars: a radio group, so arrows and screen readers work. */
export function StarPicker({
  value,
  onChange,
  name,
}: {
  value: number;
  onChange(rating: number): void;
  name: string;
}) {
  return (
    <fieldset className={styles.starPicker}>
      <legend>Rating</legend>
      {[1, 2, 3, 4, 5].map((star) => (
        <label key={star} className={star <= value ? styles.starOn : styles.starOff}>
          <input
            type="radio"
            name={name}
            value={star}
            checked={value === star}
            onChange={() => onChange(star)}
          />
          <span aria-hidden="true">★</span>
          <VisuallyHidden>
            {star} {star === 1 ? 'star' : 'stars'}
          </VisuallyHidden>
        </label>
      ))}
    </fieldset>
  );
}
