import type { Queryable, RouteDescription } from '@glow/service-kit';
import express, { type Express, type Request } from 'express';
import { z } from 'zod';
import { receiveWebhook } from '../domain/receive-webhook';
import type { ProviderName, Providers } from '../clients';

const providerNames: ProviderName[] = ['flutterwave', 'paystack'];

export const webhookApi: RouteDescription[] = providerNames.map((name) => ({
  method: 'post',
  path: `/api/payments/webhooks/${name}`,
  body: z.record(z.string(), z.unknown()).describe("The provider's event, signed in its header"),
  summary: `Receives a signed ${name} webhook`,
}));

/** The bytes as sent: the kit keeps a JSON body's; any other type is read raw here. */
const rawBodyOf = (req: Request) => req.rawBody ?? (Buffer.isBuffer(req.body) ? req.body : undefined);

/**
 * `POST /api/payments/webhooks/{flutterwave,paystack}`: a signed webhook is stored and answered 200
 * at once (providers retry slow or failed deliveries); the worker settles it after the commit.
 */
export function webhookRoutes(
  app: Express,
  db: Queryable,
  providers: Providers,
  worker: { wake(): void },
): void {
  for (const name of providerNames) {
    app.post(
      `/api/payments/webhooks/${name}`,
      express.raw({ type: () => true, limit: '100kb' }),
      async (req, res) => {
        await receiveWebhook(db, providers[name], rawBodyOf(req), req.headers);
        worker.wake();
        res.json({ received: true });
      },
    );
  }
}
