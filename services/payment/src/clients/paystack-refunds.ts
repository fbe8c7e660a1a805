import { z } from 'zod';
import { minorUnitsOfMajorNumber } from './money';
import { refundStateOf, type RefundClient } from './refund-client';
import { getFromProvider, postToProvider, providerUrl, type ProviderAnswer } from './provider-http';

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

const stateOf = (answer: ProviderAnswer) =>
  refundStateOf('paystack', refundAnswerSchema, 'processed', answer);

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
