import { z } from 'zod';
import { modeProblems, providerModes } from './provider-mode';

const optionalSecret = z.string().min(1).optional();

/** The payment providers' settings; the secrets live in this service's configuration only. */
export const providerConfigSchema = z
  .object({
    /** Only `production` matters here: there the mode must be chosen and the sandbox is refused. */
    NODE_ENV: z.string().optional(),
    /**
     * `sandbox`: the local test-mode provider (no real money); `live`: Flutterwave and Paystack. Unset
     * means sandbox, except in production (see provider-mode.ts).
     */
    PAYMENT_PROVIDER_MODE: z.enum(providerModes).optional(),
    /** `true` lets the sandbox run with NODE_ENV=production (a demo deployment), still never with live keys. */
    PAYMENT_SANDBOX_IN_PRODUCTION: z.enum(['true', 'false']).default('false'),
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
