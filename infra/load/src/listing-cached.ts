import { startCatalogStack } from './catalog-stack';
import { warmAndLoad, type LoadFigure } from './load';

export interface CachedListingFigures {
  products: number;
  /** Every request asks for the page afresh: a 200 with the ~14 KB page. */
  firstVisits: LoadFigure;
  /** Every request revalidates with the page's ETag: a bodiless 304. */
  repeatVisits: LoadFigure;
}

export const cachedRoute = '/api/products?limit=28';

async function etagOf(url: string): Promise<string> {
  const response = await fetch(url);
  await response.arrayBuffer();
  const etag = response.headers.get('etag');
  if (!response.ok || !etag) throw new Error(`GET ${url}: ${response.status}, ETag ${etag}`);
  return etag;
}

/** The shop's first page through the gateway, 50 connections, on `products` products. */
export async function measureCachedListing(
  seconds = 10,
  products = 1_000,
  connections = 50,
): Promise<CachedListingFigures> {
  const stack = await startCatalogStack(products);
  try {
    const url = `${stack.gateway.url}${cachedRoute}`;
    const firstVisits = await warmAndLoad({ url, status: 200 }, seconds, connections);
    const revalidation = {
      'if-none-match': await etagOf(url),
      // as a browser revalidates (Cache-Control: no-cache on the answer)
      'cache-control': 'max-age=0',
    };
    const repeatVisits = await warmAndLoad({ url, headers: revalidation, status: 304 }, seconds, connections);
    return { products: stack.products, firstVisits, repeatVisits };
  } finally {
    await stack.stop();
  }
}
