import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import type { CheckoutAnswer, PaymentConfigAnswer, PaymentMethod, ShippingDetails } from '@glow/contracts';
import { cart, errorText, orderCount, whatsappUrl } from '@glow/web-kit';
import { paymentConfigQuery } from './api/get-payment-config';
import { placeOrder } from './api/place-order';
import { verifyOrder } from './api/verify-order';
import {
  fillAllShippingDetails,
  gatewayLoadFailed,
  gatewayNotLoaded,
  initiatePaymentFailed,
  internationalMessage,
  internationalRedirect,
  paymentNotCompleted,
  verifyFailed,
} from './checkout-texts';
import { leavePage } from './leave-page';
import { loadScript } from './payment/load-script';
import { isProviderReady, openPaymentWindow, providerNames } from './payment/payment-providers';
import { isComplete, shipsInNigeria } from './shipping-details';

export type CheckoutNotice = { kind: 'error' | 'info'; text: string } | null;

/** Timings from spec §9. */
export const redirectDelayMs = 3_000;
export const notCompletedDelayMs = 500;

export interface PayNowInput {
  details: ShippingDetails;
  method: PaymentMethod;
  currency: string;
  email: string;
  /** Order data the provider keeps with the payment (spec §7 metadata). */
  metadata: Record<string, unknown>;
}

class Stop extends Error {}

/**
 * Pay Now, from validation to the order page: a non-Nigerian address goes to support; a Nigerian one
 * loads the provider's script, places the order, opens the provider's window and verifies the payment.
 */
export function usePayNow() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [processing, setProcessing] = useState(false);
  const [notice, setNotice] = useState<CheckoutNotice>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const later = (ms: number, run: () => void) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(run, ms);
  };

  async function providerReady(method: PaymentMethod): Promise<PaymentConfigAnswer> {
    const failed = gatewayLoadFailed(providerNames[method]);
    const config = await queryClient.fetchQuery(paymentConfigQuery).catch(() => {
      throw new Stop(failed);
    });
    if (!isProviderReady(method))
      await loadScript(config[method].scriptUrl).catch(() => {
        throw new Stop(failed);
      });
    if (!isProviderReady(method)) throw new Stop(gatewayNotLoaded);
    return config;
  }

  async function payOnline(input: PayNowInput) {
    const config = await providerReady(input.method);
    const { order, payment }: CheckoutAnswer = await placeOrder({
      shippingDetails: input.details,
      paymentMethod: input.method,
      currency: input.currency,
    }).catch((error: unknown) => {
      throw new Stop(errorText(error, initiatePaymentFailed));
    });
    orderCount.refresh();
    const outcome = await openPaymentWindow(input.method, {
      publicKey: config[input.method].publicKey,
      ...payment,
      customer: { email: input.email, name: input.details.fullName, phoneNumber: input.details.phoneNumber },
      metadata: { ...input.metadata, orderId: order._id },
    });
    if (!outcome.paid) {
      setProcessing(false);
      later(notCompletedDelayMs, () => setNotice({ kind: 'error', text: paymentNotCompleted }));
      return;
    }
    const verified = await verifyOrder({
      tx_ref: payment.tx_ref,
      transaction_id: outcome.transactionId,
      paymentMethod: input.method,
    }).catch(() => {
      throw new Stop(verifyFailed);
    });
    // The server took the paid items out of the cart; the header badge follows the store.
    await cart.load();
    void queryClient.invalidateQueries({ queryKey: ['orders'] });
    navigate(`/orders/${verified.order._id}`, { state: { paid: verified.order.isPaid } });
  }

  async function payNow(input: PayNowInput) {
    if (processing) return;
    clearTimeout(timer.current);
    setNotice(null);
    if (!isComplete(input.details)) return setNotice({ kind: 'error', text: fillAllShippingDetails });
    if (!shipsInNigeria(input.details.country)) {
      setNotice({ kind: 'info', text: internationalRedirect });
      const chat = whatsappUrl(internationalMessage(input.details.country));
      return later(redirectDelayMs, () => leavePage(chat));
    }
    setProcessing(true);
    try {
      await payOnline(input);
    } catch (error) {
      setProcessing(false);
      setNotice({ kind: 'error', text: error instanceof Stop ? error.message : initiatePaymentFailed });
    }
  }

  return { payNow, processing, notice };
}
