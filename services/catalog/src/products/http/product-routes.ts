import { badRequest, parseInput, type RouteDescription } from '@glow/service-kit';
import type { Express } from 'express';
import type { CatalogContext } from '../../config';
import type { CatalogDeps } from '../../deps';
import { ProductFacetCounts } from '../data/product-facet-counts';
import { ProductRepository } from '../data/product-repository';
import { ProductViewRepository } from '../data/product-view-repository';
import { ListingPageCache } from '../domain/listing-page-cache';
import { ProductCatalogue } from '../domain/product-catalogue';
import { ProductListSnapshot } from '../domain/product-list-snapshot';
import { sendCompressedOnce } from './compressed-once';
import { byIdsQuerySchema, listQuerySchema, railQuerySchema, toFiltersAndPage } from './product-query';
import { viewerOf } from './viewer';

const railSize = 12;

export const productApi: RouteDescription[] = [
  {
    method: 'get',
    path: '/api/products',
    query: listQuerySchema,
    summary: 'All products, or a filtered page',
  },
  { method: 'get', path: '/api/products/new', query: railQuerySchema, summary: 'New arrivals' },
  { method: 'get', path: '/api/products/discounts', query: railQuerySchema, summary: 'Deals' },
  {
    method: 'get',
    path: '/api/products/by-ids',
    query: byIdsQuerySchema,
    summary: 'Products by id, in order',
  },
  { method: 'get', path: '/api/products/:id/related', query: railQuerySchema, summary: 'Related products' },
  {
    method: 'get',
    path: '/api/products/:id/customers-also-viewed',
    query: railQuerySchema,
    summary: 'What viewers of this product also viewed',
  },
  { method: 'post', path: '/api/products/:id/views', status: 204, summary: 'Records a view' },
  { method: 'get', path: '/api/products/:id', summary: 'One product' },
];

/** The shopper's product reads; price ranges in other currencies use the catalog's own rates. */
export function productRoutes(app: Express, ctx: CatalogContext, { exchangeRates }: CatalogDeps): void {
  const { auth } = ctx;
  const products = new ProductRepository(ctx.db.pool);
  const catalogue = new ProductCatalogue(
    products,
    new ProductViewRepository(ctx.db.pool),
    new ProductFacetCounts(ctx.db.pool),
  );
  const plainList = new ProductListSnapshot(products);
  const pages = new ListingPageCache(() => products.listingVersion(), ctx.config.LISTING_CACHE_PAGES);

  /** NGN → `currency` from the catalog's own rates; 400 for a currency it has no rate for. */
  const rateOf = async (currency: string): Promise<number> => {
    if (currency === 'NGN') return 1;
    const rate = (await exchangeRates.book.current()).rates[currency];
    if (rate === undefined) {
      const message = `currency: no exchange rate for ${currency}`;
      throw badRequest(message, [{ msg: message }]);
    }
    return rate;
  };

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
    const query = parseInput(listQuerySchema, req.query, 'Invalid product query');
    const { filters, request, withFacets } = toFiltersAndPage(query, await rateOf(query.currency ?? 'NGN'));
    // The key holds the rate too: new rates make new pages.
    const page = await pages.get(JSON.stringify({ filters, request, withFacets }), async (remember) => {
      if (!withFacets) return catalogue.browse(filters, request, remember);
      const [listing, facets] = await Promise.all([
        catalogue.browse(filters, request, remember),
        catalogue.facets(filters, remember),
      ]);
      return { ...listing, facets };
    });
    res.set({ 'Cache-Control': 'no-cache', ETag: page.etag }).type('json');
    // Many pages are asked for once (a price range typed by hand): compressing must not hold them up.
    await sendCompressedOnce(req, res, page.body, 'fast');
  });

  app.get('/api/products/new', async (req, res) => {
    const { limit } = parseInput(railQuerySchema, req.query, 'Invalid product query');
    res.json(await catalogue.newArrivals(limit ?? railSize));
  });

  app.get('/api/products/discounts', async (req, res) => {
    const { limit } = parseInput(railQuerySchema, req.query, 'Invalid product query');
    res.json(await catalogue.deals(limit ?? railSize));
  });

  app.get('/api/products/by-ids', async (req, res) => {
    const { ids } = parseInput(byIdsQuerySchema, req.query, 'Invalid product query');
    res.json(await catalogue.byIds(ids));
  });

  app.get('/api/products/:id/related', async (req, res) => {
    const { limit } = parseInput(railQuerySchema, req.query, 'Invalid product query');
    res.json(await catalogue.related(req.params.id, limit ?? railSize));
  });

  app.get('/api/products/:id/customers-also-viewed', async (req, res) => {
    const { limit } = parseInput(railQuerySchema, req.query, 'Invalid product query');
    res.json(await catalogue.alsoViewed(req.params.id, limit ?? railSize));
  });

  app.post('/api/products/:id/views', auth.optionalUser, async (req, res) => {
    const viewer = viewerOf(req, res);
    if (viewer) await catalogue.recordView(viewer, String(req.params.id));
    res.status(204).end();
  });

  app.get('/api/products/:id', async (req, res) => {
    res.json(await catalogue.get(req.params.id));
  });
}
