import { createLogger, runMain } from '@glow/service-kit';
import { sandboxConfigSchema } from './config';
import { startSandbox } from './http/sandbox-server';

const logger = createLogger('payment-sandbox');

/** The sandbox as a process of its own (libs/topology's `payment-sandbox`), on SANDBOX_PORT. */
void runMain(
  'payment-sandbox',
  async () => {
    const config = sandboxConfigSchema.parse(process.env);
    const publicUrl = config.SANDBOX_PUBLIC_URL ?? `http://localhost:${config.SANDBOX_PORT}`;
    const sandbox = await startSandbox({
      port: config.SANDBOX_PORT,
      allInterfaces: true,
      publicUrl,
      flutterwaveHash: config.FLUTTERWAVE_WEBHOOK_HASH,
      flutterwaveSecretKey: config.FLUTTERWAVE_SECRET_KEY,
      paystackSecret: config.PAYSTACK_SECRET_KEY,
      webhookTargets: {
        flutterwave: config.SANDBOX_FLUTTERWAVE_WEBHOOK_URLS,
        paystack: config.SANDBOX_PAYSTACK_WEBHOOK_URLS,
      },
      onWebhookGiveUp: (delivery, reason) =>
        logger.warn({ url: delivery.url, reason }, 'webhook not delivered'),
    });
    logger.info({ publicUrl }, 'payment sandbox in test mode: no real money moves');
    return { stop: () => sandbox.stop() };
  },
  logger,
);
