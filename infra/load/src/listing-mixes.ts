import type { PlannedRequest } from './fixed-rate';

const categories = ['Skincare', 'Makeup', 'Hair Care', 'Fragrance', 'Body Care', 'Nail Care'];
const terms = ['serum', 'butter', 'lipstick', 'curl', 'oud', 'body oil', 'lacquer', 'balm'];
const sorts = ['priceAsc', 'priceDesc', 'nameAsc', 'newest'];

/** mulberry32: the same plan on every run for a given seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Pick = <T>(values: readonly T[]) => T;
type Between = (low: number, high: number) => number;

/**
 * The shop's five kinds of listing request, each drawing its parameters at random so that many
 * requests ask for a page no one asked for before (a cache miss) and others repeat one.
 */
const mixes: Record<string, (pick: Pick, between: Between) => string> = {
  plain: (_pick, between) => `page=${between(1, 300)}`,
  category: (pick, between) => `category=${encodeURIComponent(pick(categories))}&page=${between(1, 30)}`,
  'price range (USD)': (_pick, between) => {
    const min = between(1, 50);
    return `currency=USD&minPrice=${min}&maxPrice=${min + between(2, 15)}&page=${between(1, 3)}`;
  },
  search: (pick, between) => {
    const term = between(0, 1) === 0 ? pick(terms) : `No. ${between(1, 999)}`;
    return `search=${encodeURIComponent(term)}&page=${between(1, 3)}`;
  },
  'discount + sort': (pick, between) => `discountOnly=true&sort=${pick(sorts)}&page=${between(1, 40)}`,
};

export const mixNames = Object.keys(mixes);

/** `count` listing requests of 28 products, the five mixes taking turns. */
export function listingPlan(count: number, seed: number): PlannedRequest[] {
  const random = seededRandom(seed);
  const pick: Pick = (values) => values[Math.floor(random() * values.length)]!;
  const between: Between = (low, high) => low + Math.floor(random() * (high - low + 1));
  return Array.from({ length: count }, (_, index) => {
    const mix = mixNames[index % mixNames.length]!;
    return { mix, path: `/api/products?limit=28&${mixes[mix]!(pick, between)}` };
  });
}
