import type { ProductSort } from '@glow/contracts';

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
}

export interface PageRequest {
  sort: ProductSort;
  page: number;
  limit: number;
}
