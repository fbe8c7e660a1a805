import { useState } from 'react';
import styles from './product-detail.module.css';

export const quantityTooLow = 'Quantity must be at least 1';

export const isValidQuantity = (quantity: number) => Number.isInteger(quantity) && quantity >= 1;

/** A quantity of at least 1: the minus button stops at 1, a typed 0 or blank says why (and is passed on, so Add to Cart can refuse it). */
export function QuantityStepper({ value, onChange }: { value: number; onChange(quantity: number): void }) {
  const [text, setText] = useState(String(value));
  const [error, setError] = useState<string | null>(null);
  const set = (quantity: number) => {
    setText(String(quantity));
    setError(null);
    onChange(quantity);
  };
  const typed = (raw: string) => {
    setText(raw);
    const quantity = raw.trim() === '' ? 0 : Number(raw);
    setError(isValidQuantity(quantity) ? null : quantityTooLow);
    onChange(quantity);
  };
  return (
    <div className={styles.stepperField}>
      <div className={styles.stepper} role="group" aria-label="Quantity">
        <button
          type="button"
          aria-label="Decrease quantity"
          disabled={!isValidQuantity(value) || value <= 1}
          onClick={() => set(value - 1)}
        >
          −
        </button>
        <input
          type="number"
          min="1"
          inputMode="numeric"
          aria-label="Quantity"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'quantity-error' : undefined}
          value={text}
          onChange={(event) => typed(event.target.value)}
        />
        <button
          type="button"
          aria-label="Increase quantity"
          onClick={() => set(isValidQuantity(value) ? value + 1 : 1)}
        >
          +
        </button>
      </div>
      {error && (
        <p id="quantity-error" className={styles.fieldError} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
