import { ConfigError } from '@glow/service-kit';
import { flutterwaveProvider } from './flutterwave-provider';
import { flutterwaveRefunds } from './flutterwave-refunds';
import type { PaymentProvider, Providers } from './payment-provider';
import { paystackProvider } from './paystack-provider';
import { paystackRefunds } from './paystack-refunds';
import type { ProviderCircuits } from './provider-circuits';
import { providerConfigSchema, type ProviderSettings } from './provider-config';
import { providerModeOf, type ProviderMode } from './provider-mode';
import type { RefundClient, RefundClients } from './refund-client';

/** The keys test mode uses when none are configured: the payment sandbox's defaults, no real money. */
const testModeDefaults = {
  FLUTTERWAVE_SECRET_KEY: 'FLWSECK_TEST-sandbox',
  FLUTTERWAVE_WEBHOOK_HASH: 'sandbox-flutterwave-hash',
  FLUTTERWAVE_PUBLIC_KEY: 'FLWPUBK_TEST-sandbox',
  PAYSTACK_SECRET_KEY: 'sk_test_sandbox',
  PAYSTACK_PUBLIC_KEY: 'pk_test_sandbox',
};

export type ProviderKeys = typeof testModeDefaults;

export interface ProviderSetup {
  mode: ProviderMode;
  testMode: boolean;
  keys: ProviderKeys;
  providers: Providers;
  refunds: RefundClients;
}

/** A provider whose verify calls go through its circuit. */
function throughCircuit(circuits: ProviderCircuits, provider: PaymentProvider): PaymentProvider {
  return {
    name: provider.name,
    verify: (reference) => circuits.call(provider.name, () => provider.verify(reference)),
    checkWebhook: (rawBody, headers) => provider.checkWebhook(rawBody, headers),
  };
}

/** A refund client whose calls go through its provider's circuit, like verify. */
function refundsThroughCircuit(circuits: ProviderCircuits, client: RefundClient): RefundClient {
  return {
    provider: client.provider,
    refund: (request) => circuits.call(client.provider, () => client.refund(request)),
    refundStatus: (refundId) => circuits.call(client.provider, () => client.refundStatus(refundId)),
  };
}

/**
 * The kit merges the schema's shape only: live mode's required keys and the production rules of
 * provider-mode.ts are checked here, at start.
 */
function checkedSettings(config: ProviderSettings) {
  const parsed = providerConfigSchema.safeParse(config);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
}

/**
 * The provider clients at the configured base URLs: Flutterwave's and Paystack's APIs, or in test
 * mode wherever the payment sandbox answers (the embedded runner points them at it). Test mode
 * fills unset keys with the sandbox's defaults; live mode requires every key.
 */
export function setUpProviders(config: ProviderSettings, circuits: ProviderCircuits): ProviderSetup {
  const settings = checkedSettings(config);
  const mode = providerModeOf(settings);
  const keys: ProviderKeys = {
    FLUTTERWAVE_SECRET_KEY: settings.FLUTTERWAVE_SECRET_KEY ?? testModeDefaults.FLUTTERWAVE_SECRET_KEY,
    FLUTTERWAVE_WEBHOOK_HASH: settings.FLUTTERWAVE_WEBHOOK_HASH ?? testModeDefaults.FLUTTERWAVE_WEBHOOK_HASH,
    FLUTTERWAVE_PUBLIC_KEY: settings.FLUTTERWAVE_PUBLIC_KEY ?? testModeDefaults.FLUTTERWAVE_PUBLIC_KEY,
    PAYSTACK_SECRET_KEY: settings.PAYSTACK_SECRET_KEY ?? testModeDefaults.PAYSTACK_SECRET_KEY,
    PAYSTACK_PUBLIC_KEY: settings.PAYSTACK_PUBLIC_KEY ?? testModeDefaults.PAYSTACK_PUBLIC_KEY,
  };
  const flutterwave = { baseUrl: settings.FLUTTERWAVE_BASE_URL, secretKey: keys.FLUTTERWAVE_SECRET_KEY };
  const paystack = { baseUrl: settings.PAYSTACK_BASE_URL, secretKey: keys.PAYSTACK_SECRET_KEY };
  const timeoutMs = settings.PROVIDER_TIMEOUT_MS;
  const providers: Providers = {
    flutterwave: throughCircuit(
      circuits,
      flutterwaveProvider({ ...flutterwave, webhookHash: keys.FLUTTERWAVE_WEBHOOK_HASH, timeoutMs }),
    ),
    paystack: throughCircuit(circuits, paystackProvider({ ...paystack, timeoutMs })),
  };
  const refunds: RefundClients = {
    flutterwave: refundsThroughCircuit(circuits, flutterwaveRefunds({ ...flutterwave, timeoutMs })),
    paystack: refundsThroughCircuit(circuits, paystackRefunds({ ...paystack, timeoutMs })),
  };
  return { mode, testMode: mode === 'sandbox', keys, providers, refunds };
}
