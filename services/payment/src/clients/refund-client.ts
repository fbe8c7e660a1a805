import type { z } from 'zod';
import type { ProviderName } from './payment-provider';
import { httpError, parseVerifyAnswer, type ProviderAnswer } from './provider-http';

/** Money to give back for one of the provider's transactions. */
export interface RefundRequest {
  transactionId: string;
  /** Major units with two decimals ('10.50'): what to give back. */
  amount: string;
  currency: string;
}

/** Where a refund stands at the provider: `completed` once the money is on its way back. */
export interface RefundState {
  refundId: string;
  status: 'completed' | 'pending' | 'failed';
}

/**
 * A provider's refund API. Both throw PaymentProviderError when the provider cannot answer, like
 * verify; a refund the provider refuses (already refunded, too old) is an `http` error with its message.
 */
/** One refund client per provider. */
export type RefundClients = Record<ProviderName, RefundClient>;

export interface RefundClient {
  provider: ProviderName;
  refund(request: RefundRequest): Promise<RefundState>;
  refundStatus(refundId: string): Promise<RefundState>;
}

/**
 * A refund answer read with the provider's documented schema: `doneWord` is its word for a refund that
 * went back (Flutterwave `completed`, Paystack `processed`); `failed` is failed; anything else pending.
 */
export function refundStateOf(
  provider: ProviderName,
  schema: z.ZodType<{ data: { id: number | string; status: string } }>,
  doneWord: string,
  answer: ProviderAnswer,
): RefundState {
  if (answer.status !== 200) {
    const message = (answer.body as { message?: unknown } | undefined)?.message;
    throw httpError(provider, answer.status, typeof message === 'string' ? message : '');
  }
  const { data } = parseVerifyAnswer(provider, schema, answer.body);
  const word = data.status.toLowerCase();
  const status = word === doneWord ? 'completed' : word === 'failed' ? 'failed' : 'pending';
  return { refundId: String(data.id), status };
}
