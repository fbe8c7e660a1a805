import { createLogger } from '@glow/service-kit';
import { Registry } from 'prom-client';
import { paymentConfigSchema, type PaymentConfig } from '../src/config';
import { setUpProviders } from '../src/clients/provider-setup';
import { ProviderCircuits } from '../src/clients';
import { startPayment } from './support/payment-service';

it('when live, then GET /api/payments/config answers the public keys and the providers’ own scripts', async () => {
  const payment = await startPayment();
  try {
    const response = await fetch(`${payment.running.url}/api/payments/config`);

    expect(await response.json()).toEqual({
      testMode: false,
      flutterwave: { publicKey: 'FLWPUBK_TEST-double', scriptUrl: 'https://checkout.flutterwave.com/v3.js' },
      paystack: { publicKey: 'pk_test_double', scriptUrl: 'https://js.paystack.co/v2/inline.js' },
    });
  } finally {
    await payment.stop();
  }
});

it('when live mode lacks a key, then the service does not start and names the variable', async () => {
  const config = paymentConfigSchema.parse({ PAYMENT_PROVIDER_MODE: 'live' }) as PaymentConfig;

  const circuits = new ProviderCircuits(
    { breakMs: 1_000, timeoutsToBreak: 1 },
    createLogger('payment', 'silent'),
    new Registry(),
  );

  expect(() => setUpProviders(config, circuits)).toThrow(/FLUTTERWAVE_SECRET_KEY/);
});
