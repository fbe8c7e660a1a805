import { z } from 'zod';
import { modeProblems, providerModes } from './provider-mode';

const optionalSecret = z.string().min(1).optional();
const liveKey = (testPrefix: string) =>
  `Required in live mode; a key without the \`${testPrefix}\` prefix is a live key (refused by the sandbox; test keys in live mode are logged as warnings in production).`;

/** The payment providers' settings; the secrets live in this service's configuration only. */
export const providerConfigSchema = z
  .object({
    NODE_ENV: z
      .string()
      .optional()
      .describe(
        'Only `production` matters to payment: there `PAYMENT_PROVIDER_MODE` must be `live` (the service image sets it).',
      ),
    PAYMENT_PROVIDER_MODE: z
      .enum(providerModes)
      .optional()
      .describe(
        "`sandbox`: test mode, no real money, refused with a live key; unset keys take the payment sandbox's defaults and the shop loads its checkout scripts from `/sandbox` (services/payment-sandbox, at the base URLs below); `live`: Flutterwave and Paystack, every key below required. Unset: sandbox, except where `NODE_ENV=production`, which must choose `live`. Gauge `payment_provider_mode{mode}`.",
      ),
    FLUTTERWAVE_BASE_URL: z
      .url({ protocol: /^https?$/ })
      .default('https://api.flutterwave.com')
      .describe("Flutterwave's API (in test mode, the payment sandbox's address)."),
    FLUTTERWAVE_SECRET_KEY: optionalSecret.describe(liveKey('FLWSECK_TEST-')),
    FLUTTERWAVE_WEBHOOK_HASH: optionalSecret.describe(
      'The secret hash Flutterwave signs its webhooks with; required in live mode.',
    ),
    FLUTTERWAVE_PUBLIC_KEY: optionalSecret.describe(liveKey('FLWPUBK_TEST-')),
    PAYSTACK_BASE_URL: z
      .url({ protocol: /^https?$/ })
      .default('https://api.paystack.co')
      .describe("Paystack's API (in test mode, the payment sandbox's address)."),
    PAYSTACK_SECRET_KEY: optionalSecret.describe(liveKey('sk_test_')),
    PAYSTACK_PUBLIC_KEY: optionalSecret.describe(liveKey('pk_test_')),
    PROVIDER_TIMEOUT_MS: z.coerce
      .number()
      .int()
      .min(1)
      .max(60_000)
      .default(10_000)
      .describe("How long a call to a provider's API may take."),
  })
  .superRefine((config, ctx) => {
    for (const problem of modeProblems(config))
      ctx.addIssue({ code: 'custom', path: [problem.variable], message: problem.message });
    if (config.PAYMENT_PROVIDER_MODE !== 'live') return;
    const required = [
      'FLUTTERWAVE_SECRET_KEY',
      'FLUTTERWAVE_WEBHOOK_HASH',
      'FLUTTERWAVE_PUBLIC_KEY',
      'PAYSTACK_SECRET_KEY',
      'PAYSTACK_PUBLIC_KEY',
    ] as const;
    for (const name of required) {
      if (!config[name])
        ctx.addIssue({ code: 'custom', path: [name], message: `${name} is required in live mode` });
    }
  });

export type ProviderSettings = z.infer<typeof providerConfigSchema>;
