import type { BaseConfig, ServiceContext } from '@glow/service-kit';
import type { Express } from 'express';
import type { CatalogSettings } from '../config';
import type { CatalogDeps } from '../deps';
import { CategoryRepository } from '../data/category-repository';
import { ProductRepository } from '../data/product-repository';
import { ProductViewRepository } from '../data/product-view-repository';
import { BannerAdmin } from '../domain/banner-admin';
import { CategoryAdmin } from '../domain/category-admin';
import { HeroAdmin } from '../domain/hero-admin';
import { ProductAdmin } from '../domain/product-admin';
import { ListingPageCache } from '../domain/listing-page-cache';
import { ProductCatalogue } from '../domain/product-catalogue';
import { ProductReviews } from '../domain/product-reviews';
import { ProductListSnapshot } from '../domain/product-list-snapshot';
import { StockReservations } from '../domain/stock-reservations';
import { exchangeRatesFromConfig } from '../exchange-rates';
import { categoryApi, categoryRoutes } from './category-routes';
import { exchangeRateApi, exchangeRateRoutes } from './exchange-rate-routes';
import { productAdminApi, productAdminRoutes } from './product-admin-routes';
import { bannerApi, bannerRoutes, heroApi, heroRoutes } from './promotion-routes';
import { productApi, productRoutes } from './product-routes';
import { reviewApi, reviewRoutes } from './review-routes';
import { stockApi, stockRoutes } from './stock-routes';
import { uploadRoutes } from './uploads';

/** Every route `catalogRoutes` registers, described (the uploaded files under /uploads are static). */
export const catalogApi = [
  ...productApi,
  ...reviewApi,
  ...productAdminApi,
  ...stockApi,
  ...categoryApi,
  ...heroApi,
  ...bannerApi,
  ...exchangeRateApi,
];

export function catalogRoutes(
  app: Express,
  ctx: ServiceContext<CatalogSettings & BaseConfig>,
  { media, uploads }: CatalogDeps,
): void {
  const { pool } = ctx.db;
  const products = new ProductRepository(pool);
  const exchangeRates = exchangeRatesFromConfig(ctx.config, pool, ctx.logger);
  const catalogue = new ProductCatalogue(products, new ProductViewRepository(pool));
  const pages = new ListingPageCache(() => products.listingVersion(), ctx.config.LISTING_CACHE_PAGES);
  productRoutes(app, catalogue, new ProductListSnapshot(products), pages, exchangeRates.book, ctx.auth);
  reviewRoutes(app, ctx.auth, new ProductReviews(ctx.db, ctx.outbox));
  productAdminRoutes(app, ctx.auth, uploads, new ProductAdmin(ctx.db, ctx.outbox, media));
  categoryRoutes(app, ctx.auth, uploads, new CategoryRepository(pool), new CategoryAdmin(ctx.db, media));
  heroRoutes(app, ctx.auth, uploads, new HeroAdmin(ctx.db, media));
  bannerRoutes(app, ctx.auth, uploads, new BannerAdmin(ctx.db, media));
  uploadRoutes(app, ctx.config.UPLOADS_DIR);
  exchangeRateRoutes(app, exchangeRates.book, exchangeRates.caching);
}

/** What order calls at checkout (INTERNAL_PORT when set): stock reservations. */
export function catalogInternalRoutes(app: Express, ctx: ServiceContext<CatalogSettings & BaseConfig>): void {
  stockRoutes(app, new StockReservations(ctx.db, ctx.outbox));
}
