import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { defineService, startService, type StartOptions } from '@glow/service-kit';
import { catalogConfigSchema } from './config';
import { createCatalogDeps } from './deps';
import { catalogApi, catalogInternalRoutes, catalogRoutes } from './http/routes';
import { orderPaidConsumer } from './messaging/order-paid.consumer';
import { orderStockReleasedConsumer } from './messaging/order-stock-released.consumer';
import { orderStockReturnedConsumer } from './messaging/order-stock-returned.consumer';
import { reviewAuthorsConsumer } from './messaging/review-authors.consumer';
import { seedDemo } from './seed/seed-demo';

export { seedDemo } from './seed/seed-demo';
export { seedSyntheticProducts } from './seed/synthetic-products';
export type { CatalogDeps } from './deps';

/** The catalog service: owns products, their stock, categories, images, reviews, hero, banners and the NGN exchange rates. */
export const catalogService = defineService({
  name: 'catalog',
  schema: 'catalog',
  config: catalogConfigSchema,
  migrationsDir: path.resolve(__dirname, '..', 'migrations'),
  create: createCatalogDeps,
  routes: catalogRoutes,
  internalRoutes: catalogInternalRoutes,
  api: catalogApi,
  consumers: [
    reviewAuthorsConsumer,
    orderStockReleasedConsumer,
    orderStockReturnedConsumer,
    orderPaidConsumer,
  ],
  prepare: async (ctx) => {
    await mkdir(ctx.config.UPLOADS_DIR, { recursive: true });
    if (ctx.config.SEED_DEMO) await seedDemo(ctx, ctx.config.UPLOADS_DIR);
  },
  attach: async (_server, _ctx, deps) => {
    deps.imageSweeper.start();
    return () => deps.imageSweeper.stop();
  },
});

export function start(options?: StartOptions) {
  return startService(catalogService, options);
}
