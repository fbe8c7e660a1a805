import { z } from 'zod';

const optionalSecret = z.string().min(1).optional();

/** The payment providers' settings; the secrets live in this service's configuration only. */
export const providerConfigSchema = z
  .object({
    /** `sandbox`: the local test-mode provider (no real money); `live`: Flutterwave and Paystack. */
    PAYMENT_PROVIDER_MODE: z.enum(['sandbox', 'live']).default('sandbox'),
    FLUTTERWAVE_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://api.flutterwave.com'),
    FLUTTERWAVE_SECRET_KEY: optionalSecret,
    FLUTTERWAVE_WEBHOOK_HASH: optionalSecret,
    FLUTTERWAVE_PUBLIC_KEY: optionalSecret,
    PAYSTACK_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://api.paystack.co'),
    PAYSTACK_SECRET_KEY: optionalSecret,
    PAYSTACK_PUBLIC_KEY: optionalSecret,
    PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(1).max(60_000).default(10_000),
  })
  .superRefine((config, ctx) => {
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
