import { parseInput } from '@glow/service-kit';
import type { Express } from 'express';
import type { ProductCatalogue } from '../domain/product-catalogue';
import { listQuerySchema, railQuerySchema, toFiltersAndPage } from './product-query';

const railSize = 12;

export function productRoutes(app: Express, catalogue: ProductCatalogue): void {
  app.get('/api/products', async (req, res) => {
    // Without parameters the spec's plain array; with any, a page (docs/architecture.md, "The API").
    if (Object.keys(req.query).length === 0) {
      res.json(await catalogue.listAll());
      return;
    }
    const { filters, request } = toFiltersAndPage(
      parseInput(listQuerySchema, req.query, 'Invalid product query'),
    );
    res.json(await catalogue.browse(filters, request));
  });

  app.get('/api/products/new', async (req, res) => {
    const { limit } = parseInput(railQuerySchema, req.query, 'Invalid product query');
    res.json(await catalogue.newArrivals(limit ?? railSize));
  });

  app.get('/api/products/discounts', async (req, res) => {
    const { limit } = parseInput(railQuerySchema, req.query, 'Invalid product query');
    res.json(await catalogue.deals(limit ?? railSize));
  });

  app.get('/api/products/:id', async (req, res) => {
    res.json(await catalogue.get(req.params.id));
  });
}
