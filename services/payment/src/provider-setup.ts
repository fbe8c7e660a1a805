import { ConfigError } from '@glow/service-kit';
import type { PaymentConfig } from './config';
import type { RefundClients } from './domain/refund-desk';
import type { Providers } from './domain/settle-payment';
import {
  flutterwaveProvider,
  flutterwaveRefunds,
  paystackProvider,
  paystackRefunds,
  type RefundClient,
  providerConfigSchema,
  providerModeOf,
  type PaymentProvider,
  type ProviderCircuits,
  type ProviderMode,
  type ProviderName,
} from './providers';

/** The keys the embedded sandbox uses when none are configured: test mode, no real money. */
const sandboxDefaults = {
  FLUTTERWAVE_SECRET_KEY: 'FLWSECK_TEST-sandbox',
  FLUTTERWAVE_WEBHOOK_HASH: 'sandbox-flutterwave-hash',
  FLUTTERWAVE_PUBLIC_KEY: 'FLWPUBK_TEST-sandbox',
  PAYSTACK_SECRET_KEY: 'sk_test_sandbox',
  PAYSTACK_PUBLIC_KEY: 'pk_test_sandbox',
};

export type ProviderKeys = typeof sandboxDefaults;

export interface ProviderSetup {
  mode: ProviderMode;
  testMode: boolean;
  keys: ProviderKeys;
  providers: Providers;
  refunds: RefundClients;
}

/**
 * Builds a provider on first use (the sandbox's address is known only once the server listens); its
 * calls go through the provider's circuit.
 */
function lazily(
  name: ProviderName,
  circuits: ProviderCircuits,
  build: () => PaymentProvider,
): PaymentProvider {
  let built: PaymentProvider | undefined;
  const provider = () => (built ??= build());
  return {
    name,
    verify: (reference) => circuits.call(name, () => provider().verify(reference)),
    checkWebhook: (rawBody, headers) => provider().checkWebhook(rawBody, headers),
  };
}

/**
 * The kit merges the schema's shape only: live mode's required keys and the production rules of
 * provider-mode.ts are checked here, at start.
 */
function checkedSettings(config: PaymentConfig) {
  const parsed = providerConfigSchema.safeParse(config);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
}

/**
 * Live: the providers' APIs with the configured keys (all required). Sandbox: the same clients against
 * the sandbox this service mounts under `/sandbox`, at `selfUrl()` resolved on first use.
 */
export function setUpProviders(
  config: PaymentConfig,
  selfUrl: () => string,
  circuits: ProviderCircuits,
): ProviderSetup {
  const settings = checkedSettings(config);
  const mode = providerModeOf(settings);
  const testMode = mode === 'sandbox';
  const keys: ProviderKeys = {
    FLUTTERWAVE_SECRET_KEY: settings.FLUTTERWAVE_SECRET_KEY ?? sandboxDefaults.FLUTTERWAVE_SECRET_KEY,
    FLUTTERWAVE_WEBHOOK_HASH: settings.FLUTTERWAVE_WEBHOOK_HASH ?? sandboxDefaults.FLUTTERWAVE_WEBHOOK_HASH,
    FLUTTERWAVE_PUBLIC_KEY: settings.FLUTTERWAVE_PUBLIC_KEY ?? sandboxDefaults.FLUTTERWAVE_PUBLIC_KEY,
    PAYSTACK_SECRET_KEY: settings.PAYSTACK_SECRET_KEY ?? sandboxDefaults.PAYSTACK_SECRET_KEY,
    PAYSTACK_PUBLIC_KEY: settings.PAYSTACK_PUBLIC_KEY ?? sandboxDefaults.PAYSTACK_PUBLIC_KEY,
  };
  const baseUrls = () =>
    testMode
      ? { flutterwave: `${selfUrl()}/sandbox`, paystack: `${selfUrl()}/sandbox` }
      : { flutterwave: settings.FLUTTERWAVE_BASE_URL, paystack: settings.PAYSTACK_BASE_URL };
  const timeoutMs = settings.PROVIDER_TIMEOUT_MS;
  const providers: Providers = {
    flutterwave: lazily('flutterwave', circuits, () =>
      flutterwaveProvider({
        baseUrl: baseUrls().flutterwave,
        secretKey: keys.FLUTTERWAVE_SECRET_KEY,
        webhookHash: keys.FLUTTERWAVE_WEBHOOK_HASH,
        timeoutMs,
      }),
    ),
    paystack: lazily('paystack', circuits, () =>
      paystackProvider({ baseUrl: baseUrls().paystack, secretKey: keys.PAYSTACK_SECRET_KEY, timeoutMs }),
    ),
  };
  // Built on first use too (the sandbox's address is known only once the server listens), and through
  // the provider's circuit like verify.
  const refundClient = <T extends RefundClient>(build: () => T): RefundClient => {
    let built: RefundClient | undefined;
    const client = () => (built ??= build());
    return {
      get provider() {
        return client().provider;
      },
      refund: (request) => circuits.call(client().provider, () => client().refund(request)),
      refundStatus: (refundId) => circuits.call(client().provider, () => client().refundStatus(refundId)),
    };
  };
  const refunds: RefundClients = {
    flutterwave: refundClient(() =>
      flutterwaveRefunds({
        baseUrl: baseUrls().flutterwave,
        secretKey: keys.FLUTTERWAVE_SECRET_KEY,
        timeoutMs,
      }),
    ),
    paystack: refundClient(() =>
      paystackRefunds({ baseUrl: baseUrls().paystack, secretKey: keys.PAYSTACK_SECRET_KEY, timeoutMs }),
    ),
  };
  return { mode, testMode, keys, providers, refunds };
}
