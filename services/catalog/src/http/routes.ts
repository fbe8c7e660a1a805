import type { BaseConfig, ServiceContext } from '@glow/service-kit';
import type { Express } from 'express';
import type { CatalogSettings } from '../config';
import { CategoryRepository } from '../data/category-repository';
import { ProductRepository } from '../data/product-repository';
import { ProductCatalogue } from '../domain/product-catalogue';
import { ProductListSnapshot } from '../domain/product-list-snapshot';
import { exchangeRatesFromConfig } from '../exchange-rates';
import { categoryRoutes } from './category-routes';
import { exchangeRateRoutes } from './exchange-rate-routes';
import { productRoutes } from './product-routes';
import { uploadRoutes } from './uploads';

export function catalogRoutes(app: Express, ctx: ServiceContext<CatalogSettings & BaseConfig>): void {
  const { pool } = ctx.db;
  const products = new ProductRepository(pool);
  productRoutes(app, new ProductCatalogue(products), new ProductListSnapshot(products));
  categoryRoutes(app, new CategoryRepository(pool));
  uploadRoutes(app, ctx.config.UPLOADS_DIR);
  const exchangeRates = exchangeRatesFromConfig(ctx.config, pool, ctx.logger);
  exchangeRateRoutes(app, exchangeRates.book, exchangeRates.caching);
}
