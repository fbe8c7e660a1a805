import path from 'node:path';
import { defineService, startService, type StartOptions } from '@glow/service-kit';
import { api, cartInternalRoutes, routes } from './http/routes';
import { orderPaidConsumer } from './messaging/order-paid.consumer';
import { productDeletedConsumer } from './messaging/product-deleted.consumer';
import { productUpsertedConsumer } from './messaging/product-upserted.consumer';
import { userDeletedConsumer } from './messaging/user-deleted.consumer';

/** The cart service: owns carts and favourites, with a product read model fed by catalog events. */
export const cartService = defineService({
  name: 'cart',
  migrationsDir: path.resolve(__dirname, '..', 'migrations'),
  routes,
  internalRoutes: cartInternalRoutes,
  api,
  consumers: [productUpsertedConsumer, productDeletedConsumer, orderPaidConsumer, userDeletedConsumer],
});

export function start(options?: StartOptions) {
  return startService(cartService, options);
}
