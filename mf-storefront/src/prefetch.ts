import { categoriesQuery, currency, queryClient } from '@glow/web-kit';
import type { BannerPlacement } from '@glow/contracts';
import {
  bannersQuery,
  dealsQuery,
  heroQuery,
  newArrivalsQuery,
  productPageQuery,
} from './components/catalog/catalog-api';
import { featuredQuery } from './features/home/featured-query';
import { productQuery, reviewsQuery } from './features/product-detail/product-api';
import { listingQuery, readFilters } from './features/shop/shop-filters';

const homeBanners: BannerPlacement[] = [
  'categories-section',
  'featured-products',
  'deals-section',
  'new-arrivals-section',
];

/**
 * The queries a screen asks for as soon as it renders, by path: the same options, so the same cache
 * entries. The server's first screen (server/first-screen.tsx) fills its cache with the same ones.
 */
export function firstQueries(pathname: string, search: string) {
  const screen = firstScreenQueries(pathname, search);
  // The footer on every page (and the home row, the shop's filters) lists the categories.
  return screen.length > 0 ? [...screen, categoriesQuery()] : [];
}

function firstScreenQueries(pathname: string, search: string) {
  if (pathname === '/')
    return [heroQuery(), ...homeBanners.map(bannersQuery), featuredQuery(), dealsQuery(), newArrivalsQuery()];
  if (pathname === '/products' || pathname === '/shop') {
    const filters = readFilters(new URLSearchParams(search));
    return [bannersQuery('products-page'), productPageQuery(listingQuery(filters, currency.get().selected))];
  }
  const productId = /^\/products\/([^/]+)$/.exec(pathname)?.[1];
  if (productId) return [productQuery(productId), reviewsQuery(productId)];
  return [];
}

/**
 * Exposed as `./prefetch`: the shell calls it on a first visit while this app's own code is still
 * on its way, so the page's data downloads beside the code instead of after the first render.
 * Errors are left to the screen, whose own query shows them.
 */
export function prefetch(pathname: string, search: string): void {
  for (const query of firstQueries(pathname, search))
    // The cast unites the queries' different data types; prefetchQuery keeps none of them.
    void queryClient.prefetchQuery(query as Parameters<typeof queryClient.prefetchQuery>[0]);
}
