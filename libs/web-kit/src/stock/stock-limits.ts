import type { Product } from '@glow/contracts';
import { maxCartQuantity } from '../commerce/commerce-actions';

type Stocked = Pick<Product, 'stock'>;

/** What the shop says about a product's stock (its `stock`: units left, 0 sold out, null not counted). */
export const stockTexts = {
  outOfStock: 'Out of stock',
  onlyLeft: (left: number) => `Only ${left} left`,
} as const;

/** Sold out: the catalog counts the product's stock and none is left. */
export const isSoldOut = (product: Stocked) => product.stock === 0;

/** The most a cart line of the product may hold: the cart's 99, or fewer when that is all that is left. */
export const quantityLimit = (product: Stocked) =>
  product.stock === null ? maxCartQuantity : Math.min(maxCartQuantity, product.stock);
