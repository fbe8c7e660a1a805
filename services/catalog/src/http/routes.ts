import type { Express } from 'express';
import type { Pool } from 'pg';
import { CategoryRepository } from '../data/category-repository';
import { ProductRepository } from '../data/product-repository';
import { ProductCatalogue } from '../domain/product-catalogue';
import { categoryRoutes } from './category-routes';
import { productRoutes } from './product-routes';
import { uploadRoutes } from './uploads';

export function catalogRoutes(app: Express, pool: Pool, uploadsDir: string): void {
  productRoutes(app, new ProductCatalogue(new ProductRepository(pool)));
  categoryRoutes(app, new CategoryRepository(pool));
  uploadRoutes(app, uploadsDir);
}
