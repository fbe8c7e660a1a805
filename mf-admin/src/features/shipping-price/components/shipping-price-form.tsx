import { useState, type FormEvent } from 'react';
import { Button, Input, toast } from '@glow/web-kit';
import { shippingPriceUpdateFailure, useUpdateShippingPrice } from '../api/update-shipping-price';
import { checkShippingPrice } from '../hooks/shipping-price-rules';
import styles from './shipping-price.module.css';

/** The one price (NGN) charged for shipping inside Nigeria. */
export function ShippingPriceForm({ price }: { price: number }) {
  const [text, setText] = useState(String(price));
  const [error, setError] = useState<string>();
  const update = useUpdateShippingPrice();
  const saving = update.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkShippingPrice(text);
    setError(checked.error);
    if (checked.price === undefined) return;
    update.mutate(checked.price, {
      onSuccess: () => toast.success('Shipping price updated successfully!'),
      onError: () => toast.error(shippingPriceUpdateFailure),
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Shipping price">
      <Input
        label="Shipping Price (NGN)"
        name="shippingPrice"
        type="number"
        inputMode="decimal"
        required
        min={0}
        step={0.01}
        value={text}
        error={error}
        disabled={saving}
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit" disabled={saving}>
        {saving ? 'Updating...' : 'Update Shipping Price'}
      </Button>
    </form>
  );
}
