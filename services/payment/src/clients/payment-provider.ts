export type ProviderName = 'flutterwave' | 'paystack';

export type PaymentStatus = 'successful' | 'failed' | 'pending';

/** What a provider says about one transaction, in its own words turned into ours. */
export interface VerifiedPayment {
  provider: ProviderName;
  status: PaymentStatus;
  txRef: string;
  transactionId: string;
  /** Major units with two decimals ('10.50'), converted without floats. */
  amount: string;
  currency: string;
}

/**
 * A webhook whose signature checked out. Its body is only a hint that something happened: the
 * payment counts once `verify` confirms it, never on the webhook's own figures.
 */
export interface WebhookEvent {
  provider: ProviderName;
  /** The provider's event name: 'charge.completed', 'charge.success', … */
  event: string;
  txRef?: string;
  transactionId?: string;
  /** The provider's own status word, for logs. */
  status?: string;
  /** What the webhook claims, major units ('10.50'): kept for the record, never used to settle. */
  amount?: string;
  currency?: string;
}

export type WebhookHeaders = Record<string, string | string[] | undefined>;

export interface PaymentReference {
  /** The provider's id for the transaction, when the browser callback gave one. */
  transactionId?: string;
  txRef: string;
}

export interface PaymentProvider {
  name: ProviderName;
  /** Asks the provider. Throws PaymentProviderError when it cannot answer: never a failed payment. */
  verify(reference: PaymentReference): Promise<VerifiedPayment>;
  /** null when the signature is missing or wrong, or the body is not one of the provider's events. */
  checkWebhook(rawBody: Buffer, headers: WebhookHeaders): WebhookEvent | null;
}

export type ProviderErrorKind =
  'timeout' | 'unreachable' | 'http' | 'malformed' | 'not-found' | 'circuit-open';

/**
 * The provider could not say how a payment went. `retryable` is false only for a transaction the provider
 * does not know (yet): asking again later may still find it, but not in this request.
 */
export class PaymentProviderError extends Error {
  override readonly name = 'PaymentProviderError';
  readonly retryable: boolean;

  constructor(
    readonly provider: ProviderName,
    readonly kind: ProviderErrorKind,
    message: string,
    readonly httpStatus?: number,
  ) {
    super(`${provider}: ${message}`);
    this.retryable = kind !== 'not-found';
  }
}

/** One client per provider, as the domain asks them. */
export type Providers = Record<ProviderName, PaymentProvider>;
