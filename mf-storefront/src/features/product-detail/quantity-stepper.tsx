import { useState } from 'react';
import styles from './product-detail.module.css';

export const quantityTooLow = 'Quantity must be at least 1';

/** How many the shopper may pick: `max`, and what to say when that is all that is left. */
export interface QuantityBounds {
  max: number;
  /** 'Only N left' when `max` is a tracked stock; absent when only the cart's own cap applies. */
  limitText?: string;
}

/** Why a quantity cannot go into the cart, or null. Above the cart's own cap the server answers. */
export function quantityProblem(quantity: number, { max, limitText }: QuantityBounds): string | null {
  if (!Number.isInteger(quantity) || quantity < 1) return quantityTooLow;
  if (limitText !== undefined && quantity > max) return limitText;
  return null;
}

interface QuantityStepperProps extends QuantityBounds {
  value: number;
  onChange(quantity: number): void;
}

/**
 * A quantity of at least 1 and at most `max`: the buttons stop there, a typed 0, blank or too many
 * says why (and is passed on, so Add to Cart can refuse it); at a tracked stock's end it says so.
 */
export function QuantityStepper({ value, onChange, max, limitText }: QuantityStepperProps) {
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
    setError(quantityProblem(quantity, { max, limitText }));
    onChange(quantity);
  };
  const whole = Number.isInteger(value) && value >= 1;
  const atLimit = limitText !== undefined && whole && value === max;
  const noteId = error ? 'quantity-error' : atLimit ? 'quantity-limit' : undefined;
  return (
    <div className={styles.stepperField}>
      <div className={styles.stepper} role="group" aria-label="Quantity">
        <button
          type="button"
          aria-label="Decrease quantity"
          disabled={!whole || value <= 1}
          onClick={() => set(Math.min(value - 1, max))}
        >
          −
        </button>
        <input
          type="number"
          min="1"
          max={max}
          inputMode="numeric"
          aria-label="Quantity"
          aria-invalid={error ? true : undefined}
          aria-describedby={noteId}
          value={text}
          onChange={(event) => typed(event.target.value)}
        />
        <button
          type="button"
          aria-label="Increase quantity"
          disabled={whole && value >= max}
          onClick={() => set(whole ? value + 1 : 1)}
        >
          +
        </button>
      </div>
      {error ? (
        <p id="quantity-error" className={styles.fieldError} role="alert">
          {error}
        </p>
      ) : (
        atLimit && (
          <p id="quantity-limit" className={styles.stockNote}>
            {limitText}
          </p>
        )
      )}
    </div>
  );
}
