import type { FormEvent } from 'react';
import type { CartItem } from '@glow/contracts';
import { Input, useCurrency, useSession, visuallyHiddenClass } from '@glow/web-kit';
import { checkoutFormId, useCheckout } from '../checkout-context';
import { paymentMetadata, useOrderTotals } from '../order-totals';
import { shippingFields } from '../shipping-details';
import styles from '../checkout.module.css';
import { PaymentMethodField } from './payment-method-field';
import { ShippingWarning } from './shipping-warning';

/** Shipping details and payment method; submitted by the summary's Pay Now (or Enter). */
export function ShippingForm({ items }: { items: readonly CartItem[] }) {
  const { details, setDetails, method, setMethod, payNow, processing } = useCheckout();
  const { user } = useSession();
  const { selected } = useCurrency();
  const totals = useOrderTotals(items, details.country);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void payNow({
      details,
      method,
      currency: selected,
      email: user?.email ?? '',
      metadata: paymentMetadata(items, details, totals, selected),
    });
  };
  return (
    <section className={styles.panel} aria-labelledby="shipping-title">
      <h2 id="shipping-title" className={styles.heading}>
        Shipping Details
      </h2>
      <ShippingWarning />
      <form id={checkoutFormId} className={styles.form} onSubmit={submit} noValidate aria-busy={processing}>
        <fieldset className={styles.fields} disabled={processing}>
          <legend className={visuallyHiddenClass}>Shipping address</legend>
          {shippingFields.map((field) => (
            <Input
              key={field.name}
              label={field.label}
              name={field.name}
              type={field.type}
              autoComplete={field.autoComplete}
              aria-required="true"
              className={field.name === 'address' ? styles.wide : undefined}
              value={details[field.name]}
              onChange={(event) => setDetails({ ...details, [field.name]: event.target.value })}
            />
          ))}
        </fieldset>
        <PaymentMethodField value={method} onChange={setMethod} />
      </form>
    </section>
  );
}
