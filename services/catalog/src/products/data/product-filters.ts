import type { ProductConcern, ProductSort, SkinType } from '@glow/contracts';

/**
 * A price range in the shopper's display currency: a product matches when its display price
 * (discountPrice when set, else price) times `rate` lies within the bounds, both inclusive.
 */
export interface DisplayPriceRange {
  min?: number;
  max?: number;
  /** NGN → display currency; 1 for NGN. */
  rate: number;
}

export interface ProductFilters {
  /** Case-insensitive substring of the name. */
  search?: string;
  /** Exact category name. */
  category?: string;
  price?: DisplayPriceRange;
  /** Keep products whose discount, (price − discountPrice) / price × 100, is at least this. */
  minDiscount?: number;
  discountOnly?: boolean;
  /** Lower-cased, sorted: a product matches when its brand, ignoring case, is any of them. */
  brands?: string[];
  /** A product matches when it suits any of these skin types. */
  skinTypes?: SkinType[];
  /** A product matches when it treats any of these concerns. */
  concerns?: ProductConcern[];
}

/** The filters the listing counts facets for; each facet is counted without its own filter. */
export const facetFilters = { brand: 'brands', skinType: 'skinTypes', concern: 'concerns' } as const;
export type FacetName = keyof typeof facetFilters;

/** The filters but one facet's own (the products a shopper would see choosing another value of it too). */
export function withoutFacet(filters: ProductFilters, facet: FacetName): ProductFilters {
  const { [facetFilters[facet]]: _own, ...others } = filters;
  return others;
}

export interface PageRequest {
  sort: ProductSort;
  page: number;
  limit: number;
}
