import { maxCartQuantity } from '@glow/web-kit';
import styles from '../cart-page.module.css';

interface QuantityStepperProps {
  name: string;
  quantity: number;
  busy: boolean;
  onChange(quantity: number): void;
}

/** − quantity +: never below 1 (detail §5) nor above the cart's 99. */
export function QuantityStepper({ name, quantity, busy, onChange }: QuantityStepperProps) {
  return (
    <div className={styles.stepper}>
      <button
        type="button"
        className={styles.stepButton}
        aria-label={`Decrease quantity of ${name}`}
        disabled={busy || quantity <= 1}
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
        disabled={busy || quantity >= maxCartQuantity}
        onClick={() => onChange(quantity + 1)}
      >
        +
      </button>
    </div>
  );
}
