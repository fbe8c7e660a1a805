import { z } from 'zod';
import { minorUnitsOfMajorNumber } from './money';
import type { RefundClient, RefundState } from './refund-client';
import {
  getFromProvider,
  httpError,
  parseVerifyAnswer,
  postToProvider,
  providerUrl,
  type ProviderAnswer,
} from './provider-http';

export interface PaystackRefundOptions {
  baseUrl: string;
  secretKey: string;
  timeoutMs: number;
}

/** `POST /refund` and `GET /refund/{id}`, as documented: `processed` once the money went back. */
const refundAnswerSchema = z.object({
  status: z.literal(true),
  data: z.object({ id: z.union([z.number(), z.string()]), status: z.string() }),
});

function stateOf(answer: ProviderAnswer): RefundState {
  if (answer.status !== 200) {
    const message = (answer.body as { message?: unknown } | undefined)?.message;
    throw httpError('paystack', answer.status, typeof message === 'string' ? message : '');
  }
  const { data } = parseVerifyAnswer('paystack', refundAnswerSchema, answer.body);
  const word = data.status.toLowerCase();
  const status = word === 'processed' ? 'completed' : word === 'failed' ? 'failed' : 'pending';
  return { refundId: String(data.id), status };
}

/** Paystack's refunds: by transaction id, amount in the currency's subunit (kobo). */
export function paystackRefunds(options: PaystackRefundOptions): RefundClient {
  return {
    provider: 'paystack',
    async refund({ transactionId, amount }) {
      const url = providerUrl(options.baseUrl, '/refund');
      const body = { transaction: transactionId, amount: Number(minorUnitsOfMajorNumber(amount)) };
      return stateOf(await postToProvider('paystack', url, options.secretKey, options.timeoutMs, body));
    },
    async refundStatus(refundId) {
      const url = providerUrl(options.baseUrl, `/refund/${encodeURIComponent(refundId)}`);
      return stateOf(await getFromProvider('paystack', url, options.secretKey, options.timeoutMs));
    },
  };
}
