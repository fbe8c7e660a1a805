import { once } from 'node:events';
import { createLogger, runMain } from '@glow/service-kit';
import { z } from 'zod';
import { createSandbox } from './create-sandbox';

const urlList = z
  .string()
  .default('')
  .transform((list) =>
    list
      .split(',')
      .map((url) => url.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.url({ protocol: /^https?$/ })));

/** The sandbox on its own port, for `npm start` without real providers (`node dist/sandbox/main.js`). */
const configSchema = z.object({
  SANDBOX_PORT: z.coerce.number().int().min(0).max(65_535).default(4090),
  SANDBOX_PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  FLUTTERWAVE_WEBHOOK_HASH: z.string().min(1).default('sandbox-flutterwave-hash'),
  FLUTTERWAVE_SECRET_KEY: z.string().min(1).optional(),
  PAYSTACK_SECRET_KEY: z.string().min(1).default('sk_test_sandbox'),
  SANDBOX_FLUTTERWAVE_WEBHOOK_URLS: urlList,
  SANDBOX_PAYSTACK_WEBHOOK_URLS: urlList,
});

const logger = createLogger('payment-sandbox');

void runMain(
  'payment-sandbox',
  async () => {
    const config = configSchema.parse(process.env);
    const publicUrl = config.SANDBOX_PUBLIC_URL ?? `http://localhost:${config.SANDBOX_PORT}`;
    const sandbox = createSandbox({
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
    const server = sandbox.app.listen(config.SANDBOX_PORT);
    await once(server, 'listening');
    logger.info({ publicUrl }, 'payment sandbox in test mode: no real money moves');
    return {
      stop: async () => {
        sandbox.close();
        server.close();
        await once(server, 'close');
      },
    };
  },
  logger,
);
