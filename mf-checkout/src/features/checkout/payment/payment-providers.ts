import type { PaymentConfigAnswer, PaymentMethod } from '@glow/contracts';

/** What the provider's window ended with: paid (to verify), or closed/declined without payment. */
export type PaymentOutcome = { paid: true; transactionId?: string } | { paid: false };

export interface PaymentRequest {
  publicKey: string;
  tx_ref: string;
  amount: number;
  currency: string;
  customer: { email: string; name: string; phoneNumber: string };
  metadata: Record<string, unknown>;
}

interface FlutterwaveResponse {
  status?: string;
  transaction_id?: number | string;
  tx_ref?: string;
}
interface PaystackResponse {
  reference?: string;
  status?: string;
  trans?: string;
}

declare global {
  interface Window {
    FlutterwaveCheckout?: (options: Record<string, unknown>) => unknown;
    PaystackPop?: { setup(options: Record<string, unknown>): { openIframe(): void } };
  }
}

export const providerNames: Record<PaymentMethod, string> = {
  flutterwave: 'Flutterwave',
  paystack: 'Paystack',
};

export const scriptUrlOf = (config: PaymentConfigAnswer, method: PaymentMethod) => config[method].scriptUrl;

export const isProviderReady = (method: PaymentMethod) =>
  method === 'flutterwave' ? typeof window.FlutterwaveCheckout === 'function' : !!window.PaystackPop?.setup;

function openFlutterwave(request: PaymentRequest, done: (outcome: PaymentOutcome) => void) {
  window.FlutterwaveCheckout!({
    public_key: request.publicKey,
    tx_ref: request.tx_ref,
    amount: request.amount,
    currency: request.currency,
    payment_options: 'card',
    customer: {
      email: request.customer.email,
      phone_number: request.customer.phoneNumber,
      name: request.customer.name,
    },
    meta: request.metadata,
    customizations: { title: 'Glow', description: 'Payment for your Glow order' },
    callback: (response: FlutterwaveResponse) => {
      const paid = response.status === 'successful' || response.status === 'completed';
      done(paid ? { paid, transactionId: response.transaction_id?.toString() } : { paid: false });
    },
    onclose: () => done({ paid: false }),
  });
}

function openPaystack(request: PaymentRequest, done: (outcome: PaymentOutcome) => void) {
  window
    .PaystackPop!.setup({
      key: request.publicKey,
      email: request.customer.email,
      // Paystack counts in the currency's subunit (kobo for NGN).
      amount: Math.round(request.amount * 100),
      currency: request.currency,
      ref: request.tx_ref,
      metadata: request.metadata,
      callback: (response: PaystackResponse) =>
        done(response.status === 'success' ? { paid: true, transactionId: response.trans } : { paid: false }),
      onClose: () => done({ paid: false }),
    })
    .openIframe();
}

/** Opens the loaded provider's inline checkout; resolves once with how its window ended. */
export function openPaymentWindow(method: PaymentMethod, request: PaymentRequest): Promise<PaymentOutcome> {
  return new Promise((resolve) =>
    method === 'flutterwave' ? openFlutterwave(request, resolve) : openPaystack(request, resolve),
  );
}
