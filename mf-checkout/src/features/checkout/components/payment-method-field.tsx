import type { PaymentMethod } from '@glow/contracts';
import { providerNames } from '../../../payment/payment-providers';
import styles from '../checkout.module.css';

const methods: PaymentMethod[] = ['flutterwave', 'paystack'];

export function PaymentMethodField(props: { value: PaymentMethod; onChange(method: PaymentMethod): void }) {
  return (
    <fieldset className={styles.methods}>
      <legend className={styles.legend}>Payment Method</legend>
      {methods.map((method) => (
        <label key={method} className={styles.method}>
          <input
            type="radio"
            name="paymentMethod"
            value={method}
            checked={props.value === method}
            onChange={() => props.onChange(method)}
          />
          {providerNames[method]}
        </label>
      ))}
    </fieldset>
  );
}
