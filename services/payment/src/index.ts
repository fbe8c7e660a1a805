import path from 'node:path';
import { defineService, startService, type StartOptions } from '@glow/service-kit';
import { paymentConfigSchema } from './config';
import { paymentRequestLogLevel } from './http/embedded-sandbox';
import { api, paymentInternalRoutes, routes } from './http/routes';
import { orderCreatedConsumer } from './messaging/order-created.consumer';
import { createPaymentParts } from './payment-parts';

/** The payment service: owns Flutterwave and Paystack verification and webhooks. */
export const paymentService = defineService({
  name: 'payment',
  config: paymentConfigSchema,
  migrationsDir: path.resolve(__dirname, '..', 'migrations'),
  create: createPaymentParts,
  routes,
  internalRoutes: paymentInternalRoutes,
  api,
  requestLogLevel: paymentRequestLogLevel,
  consumers: [orderCreatedConsumer],
  attach: async (server, _ctx, parts) => {
    parts.bindServer(server);
    parts.webhookWorker.start();
    parts.reconciliation.start();
    parts.refundChecks.start();
    parts.webhookPurge.start();
    return () => parts.close();
  },
});

export function start(options?: StartOptions) {
  return startService(paymentService, options);
}
