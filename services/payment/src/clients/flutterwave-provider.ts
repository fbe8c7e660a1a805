import { z } from 'zod';
import { minorUnitsOfMajorNumber } from './money';
import {
  PaymentProviderError,
  type PaymentProvider,
  type PaymentReference,
  type PaymentStatus,
  type VerifiedPayment,
  type WebhookEvent,
} from './payment-provider';
import {
  amountOf,
  getFromProvider,
  httpError,
  parseJson,
  parseVerifyAnswer,
  providerUrl,
  type ProviderAnswer,
} from './provider-http';
import { headerValue, sameSecret } from './signatures';
import { claimedAmount, claimedFigures } from './webhook-claims';

export interface FlutterwaveOptions {
  baseUrl: string;
  secretKey: string;
  /** The "secret hash" set on the dashboard, sent back as `verif-hash` on every webhook. */
  webhookHash: string;
  timeoutMs: number;
}

const amountSchema = z.union([z.number(), z.string()]);

/** `GET /v3/transactions/{id}/verify` and `…/verify_by_reference?tx_ref=`, as documented. */
const verifyAnswerSchema = z.object({
  status: z.literal('success'),
  data: z.object({
    id: z.union([z.number(), z.string()]),
    tx_ref: z.string(),
    status: z.string(),
    amount: amountSchema,
    currency: z.string(),
  }),
});

const failureSchema = z.object({ status: z.literal('error'), message: z.string().optional() });

const webhookSchema = z.object({
  event: z.string(),
  data: z
    .object({
      id: z.union([z.number(), z.string()]).optional(),
      tx_ref: z.string().optional(),
      status: z.string().optional(),
      ...claimedFigures,
    })
    .loose(),
});

function statusOf(word: string): PaymentStatus {
  if (word === 'successful') return 'successful';
  if (word === 'failed' || word === 'cancelled') return 'failed';
  return 'pending';
}

function verifiedFrom(answer: ProviderAnswer): VerifiedPayment {
  const failure = failureSchema.safeParse(answer.body);
  const message = failure.success ? (failure.data.message ?? '') : '';
  if (answer.status === 404 || (failure.success && /no transaction/i.test(message))) {
    throw new PaymentProviderError(
      'flutterwave',
      'not-found',
      message || 'transaction not found',
      answer.status,
    );
  }
  if (answer.status !== 200) {
    throw httpError('flutterwave', answer.status, message);
  }
  const { data } = parseVerifyAnswer('flutterwave', verifyAnswerSchema, answer.body);
  const amount = amountOf('flutterwave', () => minorUnitsOfMajorNumber(data.amount));
  return {
    provider: 'flutterwave',
    status: statusOf(data.status),
    txRef: data.tx_ref,
    transactionId: String(data.id),
    amount,
    currency: data.currency.toUpperCase(),
  };
}

/** Flutterwave's v3 API: verification by transaction id (preferred) or by tx_ref, and its webhooks. */
export function flutterwaveProvider(options: FlutterwaveOptions): PaymentProvider {
  return {
    name: 'flutterwave',
    async verify(reference: PaymentReference) {
      const url = reference.transactionId
        ? providerUrl(
            options.baseUrl,
            `/v3/transactions/${encodeURIComponent(reference.transactionId)}/verify`,
          )
        : providerUrl(options.baseUrl, '/v3/transactions/verify_by_reference');
      if (!reference.transactionId) url.searchParams.set('tx_ref', reference.txRef);
      return verifiedFrom(await getFromProvider('flutterwave', url, options.secretKey, options.timeoutMs));
    },
    checkWebhook(rawBody, headers): WebhookEvent | null {
      const hash = headerValue(headers, 'verif-hash');
      if (hash === undefined || !sameSecret(hash, options.webhookHash)) return null;
      const parsed = webhookSchema.safeParse(parseJson(rawBody));
      if (!parsed.success) return null;
      const { event, data } = parsed.data;
      return {
        provider: 'flutterwave',
        event,
        txRef: data.tx_ref,
        transactionId: data.id === undefined ? undefined : String(data.id),
        status: data.status,
        amount: claimedAmount(data.amount, minorUnitsOfMajorNumber),
        currency: data.currency?.toUpperCase(),
      };
    },
  };
}
