import path from 'node:path';
import { defineService, startService, type StartOptions } from '@glow/service-kit';
import { paymentConfigSchema } from './config';
import { api, paymentInternalRoutes, routes } from './http/routes';
import { orderCreatedConsumer } from './messaging/order-created.consumer';
import { createPaymentParts } from './deps';

/** The payment service: owns Flutterwave and Paystack verification and webhooks. */
export const paymentService = defineService({
  name: 'payment',
  config: paymentConfigSchema,
  migrationsDir: path.resolve(__dirname, '..', 'migrations'),
  create: createPaymentParts,
  routes,
  internalRoutes: paymentInternalRoutes,
  api,
  consumers: [orderCreatedConsumer],
  workers: ({ webhookWorker, reconciliation, refundChecks, webhookPurge }) => [
    webhookWorker,
    reconciliation,
    refundChecks,
    webhookPurge,
  ],
});

export function start(options?: StartOptions) {
  return startService(paymentService, options);
}
