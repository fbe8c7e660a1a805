import { z } from 'zod';
import { minorUnitsOfInteger } from './money';
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
import { headerValue, validPaystackSignature } from './signatures';
import { claimedAmount, claimedFigures } from './webhook-claims';

export interface PaystackOptions {
  baseUrl: string;
  /** Authenticates API calls and signs webhooks. */
  secretKey: string;
  timeoutMs: number;
}

/** `GET /transaction/verify/{reference}`: amounts in the currency's subunit (kobo). */
const verifyAnswerSchema = z.object({
  status: z.literal(true),
  data: z.object({
    id: z.union([z.number(), z.string()]),
    status: z.string(),
    reference: z.string(),
    amount: z.union([z.number(), z.string()]),
    currency: z.string(),
  }),
});

const failureSchema = z.object({
  status: z.literal(false),
  message: z.string().optional(),
  code: z.string().optional(),
});

const webhookSchema = z.object({
  event: z.string(),
  data: z
    .object({
      id: z.union([z.number(), z.string()]).optional(),
      reference: z.string().optional(),
      status: z.string().optional(),
      ...claimedFigures,
    })
    .loose(),
});

/** 'abandoned' and 'ongoing' may still complete, so they are pending rather than failed. */
function statusOf(word: string): PaymentStatus {
  if (word === 'success') return 'successful';
  if (word === 'failed' || word === 'reversed') return 'failed';
  return 'pending';
}

function verifiedFrom(answer: ProviderAnswer): VerifiedPayment {
  const failure = failureSchema.safeParse(answer.body);
  const message = failure.success ? (failure.data.message ?? '') : '';
  const unknown =
    answer.status === 404 ||
    (failure.success && (failure.data.code === 'transaction_not_found' || /not found/i.test(message)));
  if (unknown) {
    throw new PaymentProviderError(
      'paystack',
      'not-found',
      message || 'transaction not found',
      answer.status,
    );
  }
  if (answer.status !== 200 || failure.success) {
    throw httpError('paystack', answer.status, message);
  }
  const { data } = parseVerifyAnswer('paystack', verifyAnswerSchema, answer.body);
  const amount = amountOf('paystack', () => minorUnitsOfInteger(data.amount));
  return {
    provider: 'paystack',
    status: statusOf(data.status),
    txRef: data.reference,
    transactionId: String(data.id),
    amount,
    currency: data.currency.toUpperCase(),
  };
}

/** Paystack's API: verification by reference, and webhooks signed with the secret key. */
export function paystackProvider(options: PaystackOptions): PaymentProvider {
  return {
    name: 'paystack',
    async verify(reference: PaymentReference) {
      const url = providerUrl(options.baseUrl, `/transaction/verify/${encodeURIComponent(reference.txRef)}`);
      return verifiedFrom(await getFromProvider('paystack', url, options.secretKey, options.timeoutMs));
    },
    checkWebhook(rawBody, headers): WebhookEvent | null {
      const signature = headerValue(headers, 'x-paystack-signature');
      if (signature === undefined || !validPaystackSignature(rawBody, signature, options.secretKey))
        return null;
      const parsed = webhookSchema.safeParse(parseJson(rawBody));
      if (!parsed.success) return null;
      const { event, data } = parsed.data;
      return {
        provider: 'paystack',
        event,
        txRef: data.reference,
        transactionId: data.id === undefined ? undefined : String(data.id),
        status: data.status,
        amount: claimedAmount(data.amount, minorUnitsOfInteger),
        currency: data.currency?.toUpperCase(),
      };
    },
  };
}
