import type { QueryClient } from '@tanstack/react-query';
import type { Order, PaymentConfigAnswer, PaymentMethod } from '@glow/contracts';
import { ApiError } from '@glow/web-kit';
import { paymentConfigQuery } from './api/get-payment-config';
import { verifyOrder } from './api/verify-order';
import { loadScript } from './load-script';
import { isProviderReady, openPaymentWindow, providerNames, type PaymentRequest } from './payment-providers';
import { cardDeclined, gatewayLoadFailed, gatewayNotLoaded, verifyFailed } from './payment-texts';

/** A payment that cannot go on; its message is the sentence to show. */
export class PaymentStop extends Error {}

/** The provider's window is opened with the order's own reference, amount and currency. */
export type WindowRequest = Omit<PaymentRequest, 'publicKey'>;

/** How a payment in the provider's window ended, once the server has had its say. */
export type PaymentResult =
  { kind: 'paid'; order: Order } | { kind: 'declined'; message: string } | { kind: 'closed' };

/** The payment configuration, with the provider's script loaded when its global is missing. */
export async function readyProvider(
  queryClient: QueryClient,
  method: PaymentMethod,
): Promise<PaymentConfigAnswer> {
  const failed = gatewayLoadFailed(providerNames[method]);
  const config = await queryClient.fetchQuery(paymentConfigQuery).catch(() => {
    throw new PaymentStop(failed);
  });
  if (!isProviderReady(method))
    await loadScript(config[method].scriptUrl).catch(() => {
      throw new PaymentStop(failed);
    });
  if (!isProviderReady(method)) throw new PaymentStop(gatewayNotLoaded);
  return config;
}

/**
 * Opens the provider's window and has the server verify what it reports: a payment (200 paid, 202 still
 * being confirmed) or a declined card (the server records the attempt and answers 402 with its sentence).
 * `paid` answers the order either way; the order page tells which.
 */
export async function collectPayment(
  config: PaymentConfigAnswer,
  method: PaymentMethod,
  request: WindowRequest,
): Promise<PaymentResult> {
  const outcome = await openPaymentWindow(method, { publicKey: config[method].publicKey, ...request });
  if (outcome.kind === 'closed') return outcome;
  try {
    const { order } = await verifyOrder({
      tx_ref: request.tx_ref,
      ...(outcome.transactionId ? { transaction_id: outcome.transactionId } : {}),
      paymentMethod: method,
    });
    return outcome.kind === 'paid' || order.isPaid
      ? { kind: 'paid', order }
      : { kind: 'declined', message: cardDeclined };
  } catch (error) {
    if (error instanceof ApiError && error.status === 402)
      return { kind: 'declined', message: error.message };
    if (outcome.kind === 'declined') return { kind: 'declined', message: cardDeclined };
    throw new PaymentStop(verifyFailed);
  }
}
