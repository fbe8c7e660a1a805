import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { defineService, startService, type StartOptions } from '@glow/service-kit';
import type { Express } from 'express';
import { catalogConfigSchema, type CatalogContext } from './config';
import { createCatalogDeps, type CatalogDeps } from './deps';
import { categoryApi, categoryRoutes } from './categories/http/category-routes';
import { exchangeRateApi, exchangeRateRoutes } from './exchange-rates/http/exchange-rate-routes';
import { uploadRoutes } from './media/http/upload-routes';
import { productAdminApi, productAdminRoutes } from './products/http/product-admin-routes';
import { productApi, productRoutes } from './products/http/product-routes';
import { bannerApi, bannerRoutes, heroApi, heroRoutes } from './promotions/http/promotion-routes';
import { reviewApi, reviewRoutes } from './reviews/http/review-routes';
import { reviewAuthorsConsumer } from './reviews/messaging/review-authors.consumer';
import { seedDemo } from './seeding/domain/demo-seed';
import { stockApi, stockRoutes } from './stock/http/stock-routes';
import { orderPaidConsumer } from './stock/messaging/order-paid.consumer';
import { orderStockReleasedConsumer } from './stock/messaging/order-stock-released.consumer';
import { orderStockReturnedConsumer } from './stock/messaging/order-stock-returned.consumer';

export { seedCatalogue, type CatalogueSeed } from './seeding/domain/catalogue-seed';
export { seedSyntheticProducts } from './seeding/domain/synthetic-products';
export type { CatalogDeps } from './deps';

/** Each feature's public routes, registered in this order (the uploaded files under /uploads are static). */
const featureRoutes: ((app: Express, ctx: CatalogContext, deps: CatalogDeps) => void)[] = [
  productRoutes,
  reviewRoutes,
  productAdminRoutes,
  categoryRoutes,
  heroRoutes,
  bannerRoutes,
  uploadRoutes,
  exchangeRateRoutes,
];

/** The catalog service: owns products, their stock, categories, images, reviews, hero, banners and the NGN exchange rates. */
export const catalogService = defineService({
  name: 'catalog',
  schema: 'catalog',
  config: catalogConfigSchema,
  migrationsDir: path.resolve(__dirname, '..', 'migrations'),
  create: createCatalogDeps,
  routes: (app, ctx, deps) => {
    for (const register of featureRoutes) register(app, ctx, deps);
  },
  // What order calls at checkout (INTERNAL_PORT when set): stock reservations.
  internalRoutes: stockRoutes,
  api: [
    ...productApi,
    ...reviewApi,
    ...productAdminApi,
    ...stockApi,
    ...categoryApi,
    ...heroApi,
    ...bannerApi,
    ...exchangeRateApi,
  ],
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
  workers: ({ imageSweeper }) => [imageSweeper],
});

export function start(options?: StartOptions) {
  return startService(catalogService, options);
}
