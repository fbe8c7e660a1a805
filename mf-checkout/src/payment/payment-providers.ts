import type { PaymentConfigAnswer, PaymentMethod } from '@glow/contracts';

/**
 * What the provider's window ended with: paid or declined (both to verify: the server records an attempt
 * and says what it concluded), or closed without a charge.
 */
export type PaymentOutcome =
  { kind: 'paid' | 'declined'; transactionId?: string | undefined } | { kind: 'closed' };

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
      const transactionId = response.transaction_id?.toString();
      if (response.status === 'successful' || response.status === 'completed')
        done({ kind: 'paid', transactionId });
      else if (response.status === 'failed') done({ kind: 'declined', transactionId });
      else done({ kind: 'closed' });
    },
    onclose: () => done({ kind: 'closed' }),
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
      callback: (response: PaystackResponse) => {
        if (response.status === 'success') done({ kind: 'paid', transactionId: response.trans });
        else if (response.status === 'failed') done({ kind: 'declined', transactionId: response.trans });
        else done({ kind: 'closed' });
      },
      onError: () => done({ kind: 'declined' }),
      onClose: () => done({ kind: 'closed' }),
    })
    .openIframe();
}

/** Opens the loaded provider's inline checkout; resolves once with how its window ended. */
export function openPaymentWindow(method: PaymentMethod, request: PaymentRequest): Promise<PaymentOutcome> {
  return new Promise((resolve) =>
    method === 'flutterwave' ? openFlutterwave(request, resolve) : openPaystack(request, resolve),
  );
}
