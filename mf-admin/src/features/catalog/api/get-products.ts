import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@glow/web-kit';
import type { ProductListPage } from '@glow/contracts';

export const productsFailure = 'Failed to fetch products';

/** The catalog's largest page; a longer catalogue gets a pager instead of one unbounded answer. */
export const productsPageSize = 100;

export interface ProductFilters {
  search: string;
  page: number;
}

function productsQuery({ search, page }: ProductFilters): string {
  const params = new URLSearchParams({ page: String(page), limit: String(productsPageSize) });
  if (search.trim()) params.set('search', search.trim());
  return params.toString();
}

/** The catalog matches `search` as a case-insensitive substring of the name. */
export const getProducts = (filters: ProductFilters) =>
  api.get<ProductListPage>(`/products?${productsQuery(filters)}`, { defaultMessage: productsFailure });

export const getProductsQueryOptions = (filters: ProductFilters) =>
  queryOptions({ queryKey: ['admin-products', 'list', filters], queryFn: () => getProducts(filters) });

/** Typing keeps the previous rows on screen until the new answer comes. */
export const useProducts = (filters: ProductFilters) =>
  useQuery({ ...getProductsQueryOptions(filters), placeholderData: keepPreviousData });
