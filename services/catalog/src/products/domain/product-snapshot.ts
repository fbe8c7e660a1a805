import type { Product, TopicData } from '@glow/contracts';

/**
 * A product as `catalog.product.upserted` carries it: `stock` stays a number for consumers that
 * predate tracking (0 when not tracked, as it always meant), `stockTracked` says which it is. The
 * price range is for the shop's cards, and the beauty attributes for the shop's pages and filters;
 * neither is part of the topic.
 */
export const productSnapshot = ({
  maxPrice: _maxPrice,
  brand: _brand,
  skinTypes: _skinTypes,
  concerns: _concerns,
  ingredients: _ingredients,
  howToUse: _howToUse,
  size: _size,
  nafdacNumber: _nafdacNumber,
  ...product
}: Product): TopicData<'catalog.product.upserted'> => ({
  ...product,
  stock: product.stock ?? 0,
  stockTracked: product.stock !== null,
});
