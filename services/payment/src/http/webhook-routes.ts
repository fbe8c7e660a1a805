import type { Queryable } from '@glow/service-kit';
import express, { type Express, type Request } from 'express';
import { receiveWebhook } from '../domain/receive-webhook';
import type { Providers } from '../domain/settle-payment';
import type { ProviderName } from '../providers';

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
  for (const name of ['flutterwave', 'paystack'] as ProviderName[]) {
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
