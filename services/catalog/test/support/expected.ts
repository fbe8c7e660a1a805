import type { FacetCount, Product, ProductFacets, ProductSort } from '@glow/contracts';

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

/** The beauty attributes' shape, whatever the product holds (the demo catalogue may set them or not). */
export function beautyAttributesShape(product: Product) {
  const textOrNull = (value: string | null | undefined) => (value === null ? null : expect.any(String));
  return {
    brand: textOrNull(product.brand),
    skinTypes: expect.any(Array),
    concerns: expect.any(Array),
    ingredients: expect.any(String),
    howToUse: expect.any(String),
    size: textOrNull(product.size),
    nafdacNumber: textOrNull(product.nafdacNumber),
  };
}

/** The listing's beauty filters as a test asks them: brands lower-cased; absent or empty = no filter. */
export interface BeautyFilters {
  brands?: string[];
  skinTypes?: string[];
  concerns?: string[];
}

const anyOf = (asked: string[] | undefined, has: string[]) =>
  !asked || asked.length === 0 || has.some((value) => asked.includes(value));

const beautyTests = {
  brand: (product: Product, filters: BeautyFilters) =>
    anyOf(filters.brands, product.brand == null ? [] : [product.brand.toLowerCase()]),
  skinType: (product: Product, filters: BeautyFilters) => anyOf(filters.skinTypes, product.skinTypes ?? []),
  concern: (product: Product, filters: BeautyFilters) => anyOf(filters.concerns, product.concerns ?? []),
};

/** OR within a facet, AND across facets. */
export function matchesBeautyFilters(product: Product, filters: BeautyFilters): boolean {
  return Object.values(beautyTests).every((test) => test(product, filters));
}

/**
 * The facets of `products` (those matching every filter but the beauty ones): each facet counted
 * over the products matching the other two facets' filters; brands grouped ignoring case and named by
 * their least spelling; most products first, then by value.
 */
export function expectedFacets(products: Product[], filters: BeautyFilters): ProductFacets {
  const count = (
    facet: keyof typeof beautyTests,
    valuesOf: (product: Product) => [key: string, value: string][],
  ) => {
    const counts = new Map<string, FacetCount>();
    const others = Object.entries(beautyTests).filter(([name]) => name !== facet);
    for (const product of products) {
      if (!others.every(([, test]) => test(product, filters))) continue;
      for (const [key, value] of valuesOf(product)) {
        const entry = counts.get(key) ?? { value, count: 0 };
        counts.set(key, { value: value < entry.value ? value : entry.value, count: entry.count + 1 });
      }
    }
    return [...counts.values()].sort((a, b) => b.count - a.count || compare(a.value, b.value));
  };
  return {
    brand: count('brand', (product) =>
      product.brand == null ? [] : [[product.brand.toLowerCase(), product.brand]],
    ),
    skinType: count('skinType', (product) => (product.skinTypes ?? []).map((value) => [value, value])),
    concern: count('concern', (product) => (product.concerns ?? []).map((value) => [value, value])),
  };
}
