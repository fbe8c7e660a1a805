import path from 'node:path';
import { defineService, startService, type StartOptions } from '@glow/service-kit';
import { orderConfigSchema } from './config';
import { createOrderDeps, disposeOrderDeps, type OrderDeps, type ServiceUrls } from './deps';
import { api, routes } from './http/routes';
import { paymentFailedConsumer } from './messaging/payment-failed.consumer';
import { paymentRefundDueConsumer } from './messaging/payment-refund-due.consumer';
import { paymentRefundedConsumer } from './messaging/payment-refunded.consumer';
import { paymentSucceededConsumer } from './messaging/payment-succeeded.consumer';
import { productDeletedConsumer } from './messaging/product-deleted.consumer';
import { productUpsertedConsumer } from './messaging/product-upserted.consumer';
import { userChangedConsumer } from './messaging/user-changed.consumer';

export type { OrderDeps, ServiceUrls } from './deps';

/**
 * The order service: owns checkout, orders, order status and the shipping price. `serviceUrls`
 * finds cart, catalog and payment when their *_SERVICE_URL is not set (the embedded runner).
 */
export function defineOrderService(serviceUrls?: ServiceUrls) {
  return defineService<typeof orderConfigSchema, OrderDeps>({
    name: 'order',
    // `order` is a reserved word in SQL, so it cannot name a schema unquoted.
    schema: 'orders',
    config: orderConfigSchema,
    migrationsDir: path.resolve(__dirname, '..', 'migrations'),
    create: (ctx) => createOrderDeps(ctx, serviceUrls),
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
    attach: async (_server, _ctx, deps) => {
      deps.mail.start();
      deps.expiry.start();
      deps.sweeper.start();
      deps.abandonedCheckouts.start();
      return () => disposeOrderDeps(deps);
    },
  });
}

export const orderService = defineOrderService();

export interface OrderStartOptions extends StartOptions {
  serviceUrls?: ServiceUrls;
}

export function start(options: OrderStartOptions = {}) {
  return startService(defineOrderService(options.serviceUrls), options);
}
