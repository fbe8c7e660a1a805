import { useState } from 'react';
import { Button, ConfirmDialog, commerce } from '@glow/web-kit';

/** 'Clear cart', after the shopper confirms. */
export function ClearCart() {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const clear = async () => {
    setBusy(true);
    await commerce.clearCart();
    setBusy(false);
    setAsking(false);
  };
  return (
    <>
      <Button variant="secondary" onClick={() => setAsking(true)}>
        Clear cart
      </Button>
      <ConfirmDialog
        open={asking}
        title="Clear cart"
        message="Remove every item from your cart?"
        confirmLabel="Clear cart"
        danger
        busy={busy}
        onConfirm={() => void clear()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
