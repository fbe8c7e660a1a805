import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ServiceContext } from '@glow/service-kit';
import type { PaymentConfig } from './config';
import { RefundDesk } from './domain/refund-desk';
import { PaymentSettler } from './domain/settle-payment';
import { embeddedSandbox, type EmbeddedSandbox } from './http/embedded-sandbox';
import { Reconciliation } from './jobs/reconciliation';
import { RefundChecks } from './jobs/refund-checks';
import { WebhookPurge } from './jobs/webhook-purge';
import { WebhookWorker } from './jobs/webhook-worker';
import { reportProviderMode } from './provider-mode-report';
import { ProviderCircuits } from './providers';
import { setUpProviders, type ProviderSetup } from './provider-setup';

/** What the payment service is built from, made once per running instance by `create`. */
export interface PaymentParts extends ProviderSetup {
  /** Stops calling a provider for a while after a 429 or repeated timeouts. */
  circuits: ProviderCircuits;
  settler: PaymentSettler;
  webhookWorker: WebhookWorker;
  reconciliation: Reconciliation;
  refundDesk: RefundDesk;
  refundChecks: RefundChecks;
  webhookPurge: WebhookPurge;
  /** The local provider sandbox, in test mode only. */
  sandbox: EmbeddedSandbox | undefined;
  /** This instance's own address (loopback), once its server listens. */
  selfUrl(): string;
  /** Given the server before it listens, so `selfUrl` can read its port later. */
  bindServer(server: Server): void;
  close(): Promise<void>;
}

export function createPaymentParts(ctx: ServiceContext<PaymentConfig>): PaymentParts {
  const { config, logger } = ctx;
  let server: Server | undefined;
  const selfUrl = () => {
    const address = server?.address() as AddressInfo | null | undefined;
    if (!address) throw new Error('payment: the server is not listening yet');
    return `http://127.0.0.1:${address.port}`;
  };
  const circuits = new ProviderCircuits(
    { breakMs: config.PAYMENT_PROVIDER_BREAK_MS, timeoutsToBreak: config.PAYMENT_PROVIDER_TIMEOUTS_TO_BREAK },
    logger,
    ctx.metrics.registry,
  );
  const setup = setUpProviders(config, selfUrl, circuits);
  reportProviderMode(ctx, setup.mode);
  const settler = new PaymentSettler(ctx.db, ctx.outbox, setup.providers);
  const webhookWorker = new WebhookWorker(
    ctx.db,
    settler,
    {
      pollMs: config.PAYMENT_WEBHOOK_POLL_MS,
      maxAttempts: config.PAYMENT_WEBHOOK_MAX_ATTEMPTS,
      retry: { initialDelayMs: config.PAYMENT_WEBHOOK_RETRY_MS, maxDelayMs: 300_000 },
    },
    logger,
  );
  const reconciliation = new Reconciliation(
    ctx.db,
    settler,
    {
      intervalMs: config.PAYMENT_RECONCILE_INTERVAL_MS,
      minAgeMs: config.PAYMENT_RECONCILE_MIN_AGE_MS,
      maxDelayMs: config.PAYMENT_RECONCILE_MAX_DELAY_MS,
      refusing: () => circuits.refusing(),
    },
    logger,
  );
  const refundDesk = new RefundDesk(ctx.db, ctx.outbox, setup.refunds);
  const refundChecks = new RefundChecks(refundDesk, config.PAYMENT_REFUND_CHECK_INTERVAL_MS, logger);
  const webhookPurge = new WebhookPurge(
    ctx.db,
    { retentionMs: config.PAYMENT_WEBHOOK_RETENTION_DAYS * 86_400_000 },
    logger,
  );
  const sandbox = setup.testMode
    ? embeddedSandbox({
        keys: setup.keys,
        publicUrl: () => config.SHOP_URL ?? selfUrl(),
        selfUrl,
        logger,
      })
    : undefined;
  return {
    ...setup,
    circuits,
    sandbox,
    settler,
    webhookWorker,
    reconciliation,
    refundDesk,
    refundChecks,
    webhookPurge,
    selfUrl,
    bindServer: (bound) => (server = bound),
    close: async () => {
      sandbox?.close();
      await webhookWorker.stop();
      await reconciliation.stop();
      await refundChecks.stop();
      await webhookPurge.stop();
    },
  };
}
