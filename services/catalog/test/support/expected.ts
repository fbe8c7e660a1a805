import type { Product, ProductSort } from '@glow/contracts';

/** Expected answers computed in plain TypeScript from the full product list, to compare with the service's SQL. */

const compare = (x: string | number, y: string | number) => (x < y ? -1 : x > y ? 1 : 0);
const byId = (a: Product, b: Product) => compare(a._id, b._id);

export const displayPrice = (product: Product) => product.discountPrice ?? product.price;

const order: Record<ProductSort, (a: Product, b: Product) => number> = {
  default: (a, b) => compare(a.createdAt, b.createdAt) || byId(a, b),
  newest: (a, b) => compare(b.createdAt, a.createdAt) || byId(b, a),
  priceAsc: (a, b) => compare(displayPrice(a), displayPrice(b)) || byId(a, b),
  priceDesc: (a, b) => compare(displayPrice(b), displayPrice(a)) || byId(b, a),
  nameAsc: (a, b) => compare(a.name.toLowerCase(), b.name.toLowerCase()) || byId(a, b),
  nameDesc: (a, b) => compare(b.name.toLowerCase(), a.name.toLowerCase()) || byId(b, a),
};

export function sorted(products: Product[], sort: ProductSort): Product[] {
  return [...products].sort(order[sort]);
}

export const ids = (products: Product[]) => products.map((product) => product._id);

/** Whole-naira prices make the spec's percentage test exact in integers: (price − discount) × 100 ≥ min × price. */
export function discountAtLeast(product: Product, minPercent: number): boolean {
  const discount = product.discountPrice ?? product.price;
  return (product.price - discount) * 100 >= minPercent * product.price;
}
