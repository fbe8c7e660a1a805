import type { DemoProduct } from '@glow/demo-catalogue';

const shopperPays = (variant: DemoProduct['variants'][number]) => variant.discountPrice ?? variant.price;

/**
 * How the shop shows a demo product: its variants' summary as 012's triggers write it (the cheapest
 * variant's prices, the first of equals; the sum of the stocks, null when any is untracked; the
 * dearest price paid), worked out here to compare with the database's.
 */
export function demoSummary({ variants }: DemoProduct) {
  const cheapest = variants.reduce((best, variant) =>
    shopperPays(variant) < shopperPays(best) ? variant : best,
  );
  return {
    price: cheapest.price,
    discountPrice: cheapest.discountPrice,
    stock: variants.some((variant) => variant.stock === null)
      ? null
      : variants.reduce((sum, variant) => sum + variant.stock!, 0),
    maxPrice: Math.max(...variants.map(shopperPays)),
  };
}
