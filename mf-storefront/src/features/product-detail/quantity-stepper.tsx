import { useState } from 'react';
import styles from './product-detail.module.css';

export const quantityTooLow = 'Quantity must be at least 1';

/** A quantity of at least 1: the minus button stops at 1, a typed 0 or blank says why. */
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
    const quantity = Number(raw);
    if (!Number.isInteger(quantity) || quantity < 1) {
      setError(quantityTooLow);
      return;
    }
    setError(null);
    onChange(quantity);
  };
  return (
    <div className={styles.stepperField}>
      <div className={styles.stepper} role="group" aria-label="Quantity">
        <button
          type="button"
          aria-label="Decrease quantity"
          disabled={value <= 1}
          onClick={() => set(Math.max(1, value - 1))}
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
        <button type="button" aria-label="Increase quantity" onClick={() => set(value + 1)}>
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
