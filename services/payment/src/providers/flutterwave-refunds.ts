import { z } from 'zod';
import type { RefundClient, RefundState } from './refund-client';
import {
  getFromProvider,
  httpError,
  parseVerifyAnswer,
  postToProvider,
  providerUrl,
  type ProviderAnswer,
} from './provider-http';

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

function stateOf(answer: ProviderAnswer): RefundState {
  if (answer.status !== 200) {
    const message = (answer.body as { message?: unknown } | undefined)?.message;
    throw httpError('flutterwave', answer.status, typeof message === 'string' ? message : '');
  }
  const { data } = parseVerifyAnswer('flutterwave', refundAnswerSchema, answer.body);
  const word = data.status.toLowerCase();
  const status = word === 'completed' ? 'completed' : word === 'failed' ? 'failed' : 'pending';
  return { refundId: String(data.id), status };
}

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
