import type { ServiceContext } from '@glow/service-kit';
import type { PaymentConfig } from './config';
import { RefundDesk } from './domain/refund-desk';
import { PaymentSettler } from './domain/settle-payment';
import { Reconciliation } from './jobs/reconciliation';
import { RefundChecks } from './jobs/refund-checks';
import { WebhookPurge } from './jobs/webhook-purge';
import { WebhookWorker } from './jobs/webhook-worker';
import { ProviderCircuits } from './clients';
import { reportProviderMode } from './clients/provider-mode-report';
import { setUpProviders, type ProviderSetup } from './clients/provider-setup';

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
}

export function createPaymentParts(ctx: ServiceContext<PaymentConfig>): PaymentParts {
  const { config, logger } = ctx;
  const circuits = new ProviderCircuits(
    { breakMs: config.PAYMENT_PROVIDER_BREAK_MS, timeoutsToBreak: config.PAYMENT_PROVIDER_TIMEOUTS_TO_BREAK },
    logger,
    ctx.metrics.registry,
  );
  const setup = setUpProviders(config, circuits);
  reportProviderMode({ settings: config, metrics: ctx.metrics, logger }, setup.mode);
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
  return {
    ...setup,
    circuits,
    settler,
    webhookWorker,
    reconciliation,
    refundDesk,
    refundChecks,
    webhookPurge,
  };
}
