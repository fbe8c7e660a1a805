import { CartPage } from './features/cart';
import { CheckoutProvider, CheckoutSummary, ShippingForm } from './features/checkout';

const checkout = {
  summary: (items: Parameters<typeof CheckoutSummary>[0]['items']) => <CheckoutSummary items={items} />,
  details: (items: Parameters<typeof ShippingForm>[0]['items']) => <ShippingForm items={items} />,
};

/** /cart-checkout: the cart feature's page with the checkout feature's summary and shipping form. */
export function CartCheckoutPage() {
  return (
    <CheckoutProvider>
      <CartPage checkout={checkout} />
    </CheckoutProvider>
  );
}
