import { parseInput } from '@glow/service-kit';
import type { Express } from 'express';
import type { ProductCatalogue } from '../domain/product-catalogue';
import type { ProductListSnapshot } from '../domain/product-list-snapshot';
import { sendCompressedOnce } from './compressed-once';
import { listQuerySchema, railQuerySchema, toFiltersAndPage } from './product-query';

const railSize = 12;

export function productRoutes(
  app: Express,
  catalogue: ProductCatalogue,
  plainList: ProductListSnapshot,
): void {
  app.get('/api/products', async (req, res) => {
    // Without parameters the spec's plain array (capped, see README); with any, a page (docs/architecture.md, "The API").
    if (Object.keys(req.query).length === 0) {
      const list = await plainList.get();
      // no-cache: browsers revalidate every time (admin edits show at once) and get a 304 while nothing changed.
      res
        .set({ 'Cache-Control': 'no-cache', ETag: list.etag, 'X-Total-Count': String(list.total) })
        .type('json');
      await sendCompressedOnce(req, res, list.body);
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
