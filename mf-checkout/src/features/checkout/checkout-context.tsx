import { createContext, useContext, useState, type ReactNode } from 'react';
import type { PaymentMethod, ShippingDetails } from '@glow/contracts';
import { emptyShippingDetails } from './shipping-details';
import { usePayNow } from './use-pay-now';

export const checkoutFormId = 'checkout-form';

function useCheckoutState() {
  const [details, setDetails] = useState<ShippingDetails>(emptyShippingDetails);
  const [method, setMethod] = useState<PaymentMethod>('flutterwave');
  const payment = usePayNow();
  return { details, setDetails, method, setMethod, ...payment };
}

type CheckoutState = ReturnType<typeof useCheckoutState>;

const CheckoutContext = createContext<CheckoutState | null>(null);

/** The checkout's form and the summary's Pay Now sit in different columns of the page; both read this. */
export function CheckoutProvider({ children }: { children: ReactNode }) {
  return <CheckoutContext.Provider value={useCheckoutState()}>{children}</CheckoutContext.Provider>;
}

export function useCheckout(): CheckoutState {
  const state = useContext(CheckoutContext);
  if (!state) throw new Error('useCheckout needs a CheckoutProvider');
  return state;
}
