import { requestLogLevel, type LogLevel, type Logger } from '@glow/service-kit';
import type { RequestHandler } from 'express';
import type { ProviderKeys } from '../provider-setup';
import { createSandbox, type PaymentSandbox } from '../sandbox';

export interface EmbeddedSandbox {
  /** Mounted at `/sandbox`: scripts and payment window as the sandbox serves them, its provider APIs below. */
  handler: RequestHandler;
  close(): void;
}

export interface EmbeddedSandboxOptions {
  keys: ProviderKeys;
  /** Where browsers reach the shop; the scripts open the payment window there. */
  publicUrl: () => string;
  /** This instance, where the sandbox sends its webhooks. */
  selfUrl: () => string;
  logger: Logger;
}

/**
 * The provider APIs the clients call under `<service>/sandbox` (Flutterwave's `/v3/…`, Paystack's
 * `/transaction/…` and `/refund`, `/refund/:id`); the sandbox serves them from its root.
 */
const providerApi = /^\/(v3\/|transaction\/|refund(\/|\?|$))/;

/**
 * The access log's level of a request: the sandbox's provider API is asked by this very service
 * (verify, reconciliation, refunds), and an abandoned checkout's reference answers "not found" at
 * every look, so those lines are debug; everything else as usual.
 */
export function paymentRequestLogLevel(route: string, status: number, url: string): LogLevel {
  return isSandboxProviderApi(url) ? 'debug' : requestLogLevel(route, status);
}

const isSandboxProviderApi = (url: string) =>
  url.startsWith('/sandbox/') && providerApi.test(url.slice('/sandbox'.length));

/** The payment window's script and styles are inline; it is framed by the shop's own pages only. */
const sandboxPolicy =
  "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; " +
  "frame-ancestors 'self'; object-src 'none'; base-uri 'self'";

/**
 * The sandbox inside this service (test mode). Built on first use, when the service's port is known.
 * Its payments live in this instance's memory, so it suits one instance (the embedded runner).
 */
export function embeddedSandbox(options: EmbeddedSandboxOptions): EmbeddedSandbox {
  let sandbox: PaymentSandbox | undefined;
  const built = () =>
    (sandbox ??= createSandbox({
      publicUrl: options.publicUrl(),
      flutterwaveHash: options.keys.FLUTTERWAVE_WEBHOOK_HASH,
      flutterwaveSecretKey: options.keys.FLUTTERWAVE_SECRET_KEY,
      paystackSecret: options.keys.PAYSTACK_SECRET_KEY,
      webhookTargets: {
        flutterwave: [`${options.selfUrl()}/api/payments/webhooks/flutterwave`],
        paystack: [`${options.selfUrl()}/api/payments/webhooks/paystack`],
      },
      onWebhookGiveUp: (delivery, reason) =>
        options.logger.warn({ url: delivery.url, reason }, 'sandbox webhook not delivered'),
    }));
  const handler: RequestHandler = (req, res, next) => {
    res.setHeader('content-security-policy', sandboxPolicy);
    const { url, baseUrl } = req;
    // The sandbox routes as if it were at the root (its verify routes tell the providers apart by
    // their mount path).
    req.baseUrl = '';
    if (!providerApi.test(url)) req.url = `/sandbox${url}`;
    built().app(req, res, (error?: unknown) => {
      req.url = url;
      req.baseUrl = baseUrl;
      next(error);
    });
  };
  return { handler, close: () => sandbox?.close() };
}
