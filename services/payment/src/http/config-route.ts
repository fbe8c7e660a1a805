import type { PaymentConfigAnswer } from '@glow/contracts';
import type { RouteDescription } from '@glow/service-kit';
import type { Express } from 'express';
import type { ProviderSetup } from '../clients/provider-setup';

/** The providers' documented inline checkout scripts. */
const liveScripts = {
  flutterwave: 'https://checkout.flutterwave.com/v3.js',
  paystack: 'https://js.paystack.co/v2/inline.js',
};

/** The payment sandbox's, by path: the gateway forwards /sandbox to it, so they load from whatever address the shop has. */
const sandboxScripts = {
  flutterwave: '/sandbox/flutterwave/v3.js',
  paystack: '/sandbox/paystack/inline.js',
};

function configAnswer(setup: ProviderSetup): PaymentConfigAnswer {
  const scripts = setup.testMode ? sandboxScripts : liveScripts;
  return {
    testMode: setup.testMode,
    flutterwave: { publicKey: setup.keys.FLUTTERWAVE_PUBLIC_KEY, scriptUrl: scripts.flutterwave },
    paystack: { publicKey: setup.keys.PAYSTACK_PUBLIC_KEY, scriptUrl: scripts.paystack },
  };
}

export const configApi: RouteDescription[] = [
  { method: 'get', path: '/api/payments/config', summary: 'Public keys and checkout script addresses' },
];

/** `GET /api/payments/config`: public keys and script addresses for the browser's inline checkout. */
export function configRoute(app: Express, setup: ProviderSetup): void {
  const answer = configAnswer(setup);
  app.get('/api/payments/config', (_req, res) => {
    res.json(answer);
  });
}
