import type { Product } from '@glow/contracts';

/** The −N% badge's N (rounded), or null when the product has no real discount. */
export function discountPercent(product: Pick<Product, 'price' | 'discountPrice'>): number | null {
  const { price, discountPrice } = product;
  if (discountPrice == null || !(discountPrice < price) || price <= 0) return null;
  return Math.round(((price - discountPrice) / price) * 100);
}
