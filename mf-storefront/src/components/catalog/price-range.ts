import type { Product } from '@glow/contracts';

/**
 * The lowest and highest a shopper pays for one of the product's variants, or null when they all
 * cost the same (a product without options always does).
 */
export function priceRange(
  product: Pick<Product, 'price' | 'discountPrice' | 'maxPrice'>,
): { lowest: number; highest: number } | null {
  const lowest = product.discountPrice ?? product.price;
  const highest = product.maxPrice;
  return highest !== undefined && highest > lowest ? { lowest, highest } : null;
}
