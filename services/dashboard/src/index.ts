import path from 'node:path';
import { defineService, startService, type StartOptions } from '@glow/service-kit';
import { AdminActivity } from './domain/admin-activity';
import { Dashboard } from './domain/dashboard';
import { adminActivityApi, adminActivityRoutes } from './http/admin-activity-routes';
import { api, routes } from './http/routes';
import { adminActionRecordedConsumer } from './messaging/admin-action-recorded.consumer';
import { contactReceivedConsumer } from './messaging/contact-received.consumer';
import { orderCreatedConsumer } from './messaging/order-created.consumer';
import { orderPaidConsumer } from './messaging/order-paid.consumer';
import { orderRefundOpenedConsumer } from './messaging/order-refund-opened.consumer';
import { orderRefundedConsumer } from './messaging/order-refunded.consumer';
import { orderReturnChangedConsumer } from './messaging/order-return-changed.consumer';
import { orderStatusChangedConsumer } from './messaging/order-status-changed.consumer';
import { productDeletedConsumer } from './messaging/product-deleted.consumer';
import { productUpsertedConsumer } from './messaging/product-upserted.consumer';

/**
 * The dashboard service: the admin dashboard's read model, fed by order, catalog and messaging
 * events, and the admin activity log, fed by the services' admin-action topics. `now` is the clock
 * its figures are computed for (tests fix it).
 */
export function defineDashboardService(now: () => Date = () => new Date()) {
  return defineService({
    name: 'dashboard',
    migrationsDir: path.resolve(__dirname, '..', 'migrations'),
    routes: (app, ctx) => {
      routes(app, ctx, new Dashboard(ctx.db, now));
      adminActivityRoutes(app, ctx, new AdminActivity(ctx.db));
    },
    api: [...api, ...adminActivityApi],
    consumers: [
      orderCreatedConsumer,
      orderPaidConsumer,
      orderStatusChangedConsumer,
      productUpsertedConsumer,
      productDeletedConsumer,
      contactReceivedConsumer,
      orderRefundOpenedConsumer,
      orderRefundedConsumer,
      orderReturnChangedConsumer,
      adminActionRecordedConsumer,
    ],
  });
}

export const dashboardService = defineDashboardService();

export function start(options?: StartOptions) {
  return startService(dashboardService, options);
}
