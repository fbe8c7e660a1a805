import path from 'node:path';
import { defineService, startService, type StartOptions } from '@glow/service-kit';
import { orderConfigSchema } from './config';
import { createOrderDeps, disposeOrderDeps, type OrderDeps } from './deps';
import { api, routes } from './http/routes';
import { paymentFailedConsumer } from './messaging/payment-failed.consumer';
import { paymentRefundDueConsumer } from './messaging/payment-refund-due.consumer';
import { paymentRefundedConsumer } from './messaging/payment-refunded.consumer';
import { paymentSucceededConsumer } from './messaging/payment-succeeded.consumer';
import { productDeletedConsumer } from './messaging/product-deleted.consumer';
import { productUpsertedConsumer } from './messaging/product-upserted.consumer';
import { userChangedConsumer } from './messaging/user-changed.consumer';

export type { OrderDeps } from './deps';

/** The order service: owns checkout, orders, order status and the shipping price. */
export const orderService = defineService<typeof orderConfigSchema, OrderDeps>({
  name: 'order',
  // `order` is a reserved word in SQL, so it cannot name a schema unquoted.
  schema: 'orders',
  config: orderConfigSchema,
  migrationsDir: path.resolve(__dirname, '..', 'migrations'),
  create: createOrderDeps,
  dispose: disposeOrderDeps,
  routes,
  api,
  consumers: [
    productUpsertedConsumer,
    productDeletedConsumer,
    userChangedConsumer,
    paymentSucceededConsumer,
    paymentFailedConsumer,
    paymentRefundDueConsumer,
    paymentRefundedConsumer,
  ],
  workers: ({ mail, expiry, sweeper, abandonedCheckouts }) => [mail, expiry, sweeper, abandonedCheckouts],
});

export function start(options?: StartOptions) {
  return startService(orderService, options);
}
