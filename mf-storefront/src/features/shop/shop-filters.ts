import { productSorts, type ProductSort } from '@glow/contracts/browser';

export type ShopView = 'grid' | 'list';

/** The shop's filters (and how the list is drawn), all kept in the URL so links, reload and Back show the same list. */
export interface ShopFilters {
  search: string;
  category: string;
  minPrice: string;
  maxPrice: string;
  minDiscount: string;
  discountOnly: boolean;
  sort: ProductSort;
  page: number;
  view: ShopView;
}

export const pageSize = 28;

export function readFilters(params: URLSearchParams): ShopFilters {
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  return {
    search: params.get('search') ?? '',
    category: params.get('category') ?? '',
    minPrice: params.get('minPrice') ?? '',
    maxPrice: params.get('maxPrice') ?? '',
    minDiscount: params.get('minDiscount') ?? '',
    discountOnly: params.get('discountOnly') === 'true',
    sort: productSorts.includes(sort as ProductSort) ? (sort as ProductSort) : 'default',
    page: Number.isInteger(page) && page > 1 ? page : 1,
    view: params.get('view') === 'list' ? 'list' : 'grid',
  };
}

/** The URL's query for these filters: only what is set, so a plain /products stays plain. */
export function filtersToParams(filters: ShopFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search.trim()) params.set('search', filters.search.trim());
  if (filters.category) params.set('category', filters.category);
  if (filters.minPrice) params.set('minPrice', filters.minPrice);
  if (filters.maxPrice) params.set('maxPrice', filters.maxPrice);
  if (filters.minDiscount && filters.minDiscount !== '0') params.set('minDiscount', filters.minDiscount);
  if (filters.discountOnly) params.set('discountOnly', 'true');
  if (filters.sort !== 'default') params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  if (filters.view === 'list') params.set('view', 'list');
  return params;
}

/** What the catalog is asked: the URL's filters, the page size, and the currency the price bounds are in. */
export function listingQuery(filters: ShopFilters, currency: string): string {
  const params = filtersToParams(filters);
  params.delete('view');
  params.set('limit', String(pageSize));
  if (filters.minPrice || filters.maxPrice) params.set('currency', currency);
  return params.toString();
}

/** Any change but the page number or the view starts again from page 1. */
export function changeFilters(current: ShopFilters, change: Partial<ShopFilters>): ShopFilters {
  const keepsPage = Object.keys(change).every((key) => key === 'view');
  return { ...current, ...change, page: change.page ?? (keepsPage ? current.page : 1) };
}

export const noFilters: ShopFilters = readFilters(new URLSearchParams());
