import { withoutPageOnlyHeaders } from '@glow/service-kit';
import express, { type Application, type ErrorRequestHandler } from 'express';
import helmet from 'helmet';
import { z } from 'zod';
import { flutterwaveCheckoutScript, paystackInlineScript } from './checkout-scripts';
import { payPage } from './pay-page';
import { SandboxLedger } from '../domain/sandbox-ledger';
import {
  settlePayment,
  settlementSchema,
  SettlementRefused,
  type WebhookTargets,
} from '../domain/settle-payment';
import { refundRoutes } from './refund-routes';
import { verifyRoutes } from './verify-routes';
import { WebhookSender, type WebhookDelivery } from '../clients/webhook-sender';

export interface SandboxOptions {
  /** Where browsers reach this app: the scripts open `${publicUrl}/sandbox/pay` and trust only its origin. */
  publicUrl: string;
  flutterwaveHash: string;
  /** Paystack's secret key: authenticates verify calls and signs webhooks. */
  paystackSecret: string;
  flutterwaveSecretKey?: string;
  /** Where webhooks go; a function when the receivers' addresses are known only after the sandbox starts. */
  webhookTargets: WebhookTargets | (() => WebhookTargets);
  webhookRetryDelaysMs?: number[];
  onWebhookGiveUp?: (delivery: WebhookDelivery, reason: string) => void;
  /**
   * Served through the shop's own address (the gateway's `/sandbox`): its answers then carry the
   * services' security headers and a policy that lets only the shop's pages frame the payment window.
   */
  sameOriginAsShop?: boolean;
}

export interface PaymentSandbox {
  app: Application;
  ledger: SandboxLedger;
  /** Resolves when every webhook sent so far was delivered or given up on. */
  webhooksSettled(): Promise<void>;
  /** Stops retrying webhooks. */
  close(): void;
}

/** The payment window's script and styles are inline; it is framed by the shop's own pages only. */
const sameOriginPolicy =
  "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; " +
  "frame-ancestors 'self'; object-src 'none'; base-uri 'self'";

/** The local test-mode payment provider: checkout scripts, payment window, verify APIs and webhooks. */
export function createSandbox(options: SandboxOptions): PaymentSandbox {
  const sandboxOrigin = new URL(options.publicUrl).origin;
  const ledger = new SandboxLedger();
  const sender = new WebhookSender({
    retryDelaysMs: options.webhookRetryDelaysMs ?? [500, 2_000, 5_000],
    timeoutMs: 5_000,
    onGiveUp: options.onWebhookGiveUp,
  });
  const secrets = { flutterwaveHash: options.flutterwaveHash, paystackSecret: options.paystackSecret };
  const targets = () =>
    typeof options.webhookTargets === 'function' ? options.webhookTargets() : options.webhookTargets;
  const app = express();
  app.disable('x-powered-by');
  if (options.sameOriginAsShop) {
    app.use(
      '/sandbox',
      helmet({ contentSecurityPolicy: false, ...withoutPageOnlyHeaders }),
      (_req, res, next) => {
        res.setHeader('content-security-policy', sameOriginPolicy);
        next();
      },
    );
  }

  const script = (source: string) => (_req: express.Request, res: express.Response) => {
    res.type('text/javascript').set('cache-control', 'no-cache').send(source);
  };
  app.get('/sandbox/flutterwave/v3.js', script(flutterwaveCheckoutScript(sandboxOrigin)));
  app.get('/sandbox/paystack/inline.js', script(paystackInlineScript(sandboxOrigin)));
  app.get('/sandbox/pay', (_req, res) => {
    res.type('html').set('cache-control', 'no-store').send(payPage);
  });
  app.post('/sandbox/pay', express.json({ limit: '16kb' }), (req, res) => {
    const settlement = settlementSchema.parse(req.body);
    const response = settlePayment(settlement, { ledger, sender, targets: targets(), secrets });
    res.status(201).json({ response });
  });
  app.use(
    verifyRoutes(ledger, {
      flutterwaveSecretKey: options.flutterwaveSecretKey,
      paystackSecret: options.paystackSecret,
    }),
  );
  app.use(express.json({ limit: '16kb' }), refundRoutes(ledger));

  const answerErrors: ErrorRequestHandler = (error: unknown, _req, res, _next) => {
    if (error instanceof z.ZodError) {
      res
        .status(400)
        .json({ message: 'Invalid payment', errors: error.issues.map((issue) => ({ msg: issue.message })) });
    } else if (error instanceof SettlementRefused) {
      res.status(error.status).json({ message: error.message });
    } else if ((error as { type?: string }).type === 'entity.parse.failed') {
      res.status(400).json({ message: 'Body is not JSON' });
    } else {
      res.status(500).json({ message: 'Sandbox error' });
    }
  };
  app.use(answerErrors);

  return { app, ledger, webhooksSettled: () => sender.settled(), close: () => sender.close() };
}
