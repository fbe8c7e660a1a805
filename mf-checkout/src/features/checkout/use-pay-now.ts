import { useRef } from 'react';
import type { CheckoutAnswer, PaymentMethod, ShippingDetails } from '@glow/contracts';
import { errorText, whatsappUrl } from '@glow/web-kit';
import { PaymentStop } from '../../payment/collect-payment';
import { initiatePaymentFailed } from '../../payment/payment-texts';
import { usePaymentWindow } from '../../payment/use-payment-window';
import { placeOrder } from './api/place-order';
import { fillAllShippingDetails, internationalMessage, internationalRedirect } from './checkout-texts';
import { leavePage } from './leave-page';
import { isComplete, shipsInNigeria } from './shipping-details';

/** How long the notice for an address outside Nigeria shows before the page goes on to WhatsApp. */
export const redirectDelayMs = 3_000;

export interface PayNowInput {
  details: ShippingDetails;
  method: PaymentMethod;
  currency: string;
  email: string;
  /** Order data the provider keeps with the payment as its metadata. */
  metadata: Record<string, unknown>;
}

/** The same cart, address, method and currency as the order placed before: pay that order again. */
const sameCheckout = (input: PayNowInput) => JSON.stringify([input.method, input.metadata]);

const windowOpen = ({ order }: CheckoutAnswer) =>
  !order.paymentInfo.expiresAt || Date.parse(order.paymentInfo.expiresAt) > Date.now();

/**
 * Pay Now, from validation to the order page: a non-Nigerian address goes to support; a Nigerian one
 * loads the provider's script, places the order, opens the provider's window and verifies the payment.
 * After a declined card or a closed window, Pay Now for the same checkout pays the order already placed
 * (its reference takes another attempt) instead of placing a second one.
 */
export function usePayNow() {
  const { pay, processing, notice, say, later } = usePaymentWindow();
  const placed = useRef<{ checkout: string; answer: CheckoutAnswer }>(undefined);

  async function orderFor(input: PayNowInput): Promise<CheckoutAnswer> {
    const checkout = sameCheckout(input);
    if (placed.current?.checkout === checkout && windowOpen(placed.current.answer))
      return placed.current.answer;
    const answer = await placeOrder({
      shippingDetails: input.details,
      paymentMethod: input.method,
      currency: input.currency,
    }).catch((error: unknown) => {
      throw new PaymentStop(errorText(error, initiatePaymentFailed));
    });
    placed.current = { checkout, answer };
    return answer;
  }

  async function payNow(input: PayNowInput) {
    if (processing) return;
    say(null);
    if (!isComplete(input.details)) return say({ kind: 'error', text: fillAllShippingDetails });
    if (!shipsInNigeria(input.details.country)) {
      say({ kind: 'info', text: internationalRedirect });
      const chat = whatsappUrl(internationalMessage(input.details.country));
      return later(redirectDelayMs, () => leavePage(chat));
    }
    await pay(input.method, async () => {
      const { order, payment } = await orderFor(input);
      return {
        ...payment,
        customer: {
          email: input.email,
          name: input.details.fullName,
          phoneNumber: input.details.phoneNumber,
        },
        metadata: { ...input.metadata, orderId: order._id },
      };
    });
  }

  return { payNow, processing, notice };
}
