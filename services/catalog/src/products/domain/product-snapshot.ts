import type { Product, TopicData } from '@glow/contracts';

/**
 * A product as `catalog.product.upserted` carries it: `stock` stays a number for consumers that
 * predate tracking (0 when not tracked, as it always meant), `stockTracked` says which it is.
 */
export const productSnapshot = (product: Product): TopicData<'catalog.product.upserted'> => ({
  ...product,
  stock: product.stock ?? 0,
  stockTracked: product.stock !== null,
});
