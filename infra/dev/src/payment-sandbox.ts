import type { Logger } from '@glow/service-kit';
import { sandboxConfigSchema, startSandbox, type RunningSandbox } from '@glow/payment-sandbox';

/** Test mode unless payment is told to go live: then the real providers, and no sandbox. */
export function wantsPaymentSandbox(env: NodeJS.ProcessEnv): boolean {
  return env.PAYMENT_PROVIDER_MODE !== 'live';
}

/**
 * The payment providers' stand-in on a free loopback port: payment's base URLs point at it, the
 * gateway forwards `/sandbox` to it (the payment window stays same-origin with the shop), and it
 * sends its webhooks to payment, whose address is known only once payment listens.
 */
export function startPaymentSandbox(
  env: NodeJS.ProcessEnv,
  shopUrl: string | undefined,
  paymentUrl: () => string | undefined,
  logger: Logger,
): Promise<RunningSandbox> {
  const config = sandboxConfigSchema.parse(env);
  const webhooksTo = (provider: string) => {
    const url = paymentUrl();
    return url ? [`${url}/api/payments/webhooks/${provider}`] : [];
  };
  return startSandbox({
    publicUrl: shopUrl,
    sameOriginAsShop: true,
    flutterwaveHash: config.FLUTTERWAVE_WEBHOOK_HASH,
    // Payment's test-mode key when none is set (services/payment/src/clients/provider-setup.ts).
    flutterwaveSecretKey: config.FLUTTERWAVE_SECRET_KEY ?? 'FLWSECK_TEST-sandbox',
    paystackSecret: config.PAYSTACK_SECRET_KEY,
    webhookTargets: () => ({ flutterwave: webhooksTo('flutterwave'), paystack: webhooksTo('paystack') }),
    onWebhookGiveUp: (delivery, reason) =>
      logger.warn({ url: delivery.url, reason }, 'sandbox webhook not delivered'),
  });
}
