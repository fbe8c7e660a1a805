import { z } from 'zod';
import { refundStateOf, type RefundClient } from './refund-client';
import { getFromProvider, postToProvider, providerUrl, type ProviderAnswer } from './provider-http';

export interface FlutterwaveRefundOptions {
  baseUrl: string;
  secretKey: string;
  timeoutMs: number;
}

/** `POST /v3/transactions/{id}/refund` and `GET /v3/refunds/{id}`, as documented. */
const refundAnswerSchema = z.object({
  status: z.literal('success'),
  data: z.object({ id: z.union([z.number(), z.string()]), status: z.string() }),
});

const stateOf = (answer: ProviderAnswer) =>
  refundStateOf('flutterwave', refundAnswerSchema, 'completed', answer);

/** Flutterwave's refunds: by transaction id, amount in major units. */
export function flutterwaveRefunds(options: FlutterwaveRefundOptions): RefundClient {
  return {
    provider: 'flutterwave',
    async refund({ transactionId, amount }) {
      const url = providerUrl(
        options.baseUrl,
        `/v3/transactions/${encodeURIComponent(transactionId)}/refund`,
      );
      const body = { amount: Number(amount) };
      return stateOf(await postToProvider('flutterwave', url, options.secretKey, options.timeoutMs, body));
    },
    async refundStatus(refundId) {
      const url = providerUrl(options.baseUrl, `/v3/refunds/${encodeURIComponent(refundId)}`);
      return stateOf(await getFromProvider('flutterwave', url, options.secretKey, options.timeoutMs));
    },
  };
}
