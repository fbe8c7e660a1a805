import {
  startSandbox as startPaymentSandbox,
  type RunningSandbox,
  type StartSandboxOptions,
} from '@glow/payment-sandbox';

export type { RunningSandbox } from '@glow/payment-sandbox';

export const sandboxSecrets = {
  flutterwaveHash: 'sandbox-hash',
  flutterwaveSecretKey: 'FLWSECK_TEST-sandbox',
  paystackSecret: 'sk_test_sandbox',
};

/** The payment sandbox on a free loopback port with these tests' secrets, its public URL that port unless said. */
export function startSandbox(
  options: Omit<StartSandboxOptions, keyof typeof sandboxSecrets>,
): Promise<RunningSandbox> {
  return startPaymentSandbox({ ...sandboxSecrets, ...options });
}
