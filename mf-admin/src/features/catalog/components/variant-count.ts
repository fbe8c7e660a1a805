import type { Product } from '@glow/contracts';

/**
 * '100 variants' for a product with options; null without. Listings carry the options but not the
 * variants, so the count there is the options' combinations (what Generate makes); a product's own
 * answer counts its variants.
 */
export function variantCountText(product: Pick<Product, 'options' | 'variants'>): string | null {
  const options = product.options ?? [];
  if (options.length === 0) return null;
  const count = product.variants?.length ?? options.reduce((made, option) => made * option.values.length, 1);
  return count === 1 ? '1 variant' : `${count} variants`;
}
