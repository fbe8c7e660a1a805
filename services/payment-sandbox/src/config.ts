import { z } from 'zod';

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

/** The sandbox's settings when it runs as its own process (`node dist/main.js`). */
export const sandboxConfigSchema = z.object({
  SANDBOX_PORT: z.coerce
    .number()
    .int()
    .min(0)
    .max(65_535)
    .default(4090)
    .describe('The port the sandbox listens on, on every interface.'),
  SANDBOX_PUBLIC_URL: z
    .url({ protocol: /^https?$/ })
    .optional()
    .describe(
      "The sandbox's address as browsers reach it (its checkout window and scripts). Unset: `http://localhost:<SANDBOX_PORT>`.",
    ),
  FLUTTERWAVE_WEBHOOK_HASH: z
    .string()
    .min(1)
    .default('sandbox-flutterwave-hash')
    .describe(
      "The `verif-hash` the sandbox's Flutterwave webhooks carry: payment's setting of the same name.",
    ),
  FLUTTERWAVE_SECRET_KEY: z
    .string()
    .min(1)
    .optional()
    .describe(
      "The secret key the sandbox's Flutterwave API accepts: payment's setting of the same name. Unset: any key.",
    ),
  PAYSTACK_SECRET_KEY: z
    .string()
    .min(1)
    .default('sk_test_sandbox')
    .describe(
      "The secret key the sandbox's Paystack API accepts and signs its webhooks with (HMAC-SHA512): payment's setting of the same name.",
    ),
  SANDBOX_FLUTTERWAVE_WEBHOOK_URLS: urlList.describe(
    "Comma-separated addresses the sandbox posts Flutterwave's webhooks to (payment's webhook route through the gateway). Unset: none sent.",
  ),
  SANDBOX_PAYSTACK_WEBHOOK_URLS: urlList.describe(
    "Comma-separated addresses the sandbox posts Paystack's webhooks to. Unset: none sent.",
  ),
});

export type SandboxConfig = z.infer<typeof sandboxConfigSchema>;
