import styles from '../cart-page.module.css';

interface QuantityStepperProps {
  name: string;
  quantity: number;
  busy: boolean;
  /** The most the line may hold (99, or what is left). */
  max: number;
  /** The id of the line's stock problem, which the buttons are described by. */
  describedBy?: string;
  onChange(quantity: number): void;
}

/** − quantity +: never below 1 nor above `max`; nothing to step when none is left. */
export function QuantityStepper({ name, quantity, busy, max, describedBy, onChange }: QuantityStepperProps) {
  const soldOut = max === 0;
  return (
    <div className={styles.stepper}>
      <button
        type="button"
        className={styles.stepButton}
        aria-label={`Decrease quantity of ${name}`}
        aria-describedby={describedBy}
        disabled={busy || soldOut || quantity <= 1}
        onClick={() => onChange(quantity - 1)}
      >
        −
      </button>
      <output className={styles.quantity} aria-label={`Quantity of ${name}`}>
        {quantity}
      </output>
      <button
        type="button"
        className={styles.stepButton}
        aria-label={`Increase quantity of ${name}`}
        aria-describedby={describedBy}
        disabled={busy || quantity >= max}
        onClick={() => onChange(quantity + 1)}
      >
        +
      </button>
    </div>
  );
}
