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
type Query = (pick: Pick, between: Between) => string;

const priceRanges = [
  '0&maxPrice=10',
  '10&maxPrice=20',
  '20&maxPrice=30',
  '30&maxPrice=50',
  '50&maxPrice=100',
];

/**
 * The shop's five kinds of listing request. `popular` is what most shoppers ask (the first
 * pages, round price bounds, a product word): after a while the catalog has each in its cache.
 * `wide` draws the parameters from wide ranges (any page, bounds typed by hand, a product
 * number), so most of those are pages no one asked for before: the catalog reads PostgreSQL.
 */
const mixes: Record<string, { popular: Query; wide: Query }> = {
  plain: {
    popular: (_pick, between) => `page=${between(1, 5)}`,
    wide: (_pick, between) => `page=${between(1, 300)}`,
  },
  category: {
    popular: (pick, between) => `category=${encodeURIComponent(pick(categories))}&page=${between(1, 3)}`,
    wide: (pick, between) => `category=${encodeURIComponent(pick(categories))}&page=${between(1, 30)}`,
  },
  'price range (USD)': {
    popular: (pick) => `currency=USD&minPrice=${pick(priceRanges)}`,
    wide: (_pick, between) => {
      const min = between(1, 50);
      return `currency=USD&minPrice=${min}&maxPrice=${min + between(2, 15)}&page=${between(1, 3)}`;
    },
  },
  search: {
    popular: (pick, between) => `search=${encodeURIComponent(pick(terms))}&page=${between(1, 2)}`,
    wide: (_pick, between) => `search=${encodeURIComponent(`No. ${between(1, 999)}`)}&page=${between(1, 3)}`,
  },
  'discount + sort': {
    popular: (pick, between) => `discountOnly=true&sort=${pick(sorts)}&page=${between(1, 3)}`,
    wide: (pick, between) => `discountOnly=true&sort=${pick(sorts)}&page=${between(1, 40)}`,
  },
};

export const mixNames = Object.keys(mixes);

/**
 * `count` listing requests of 28 products, the five mixes taking turns; each is a `wide` one with
 * probability `wideShare`, else a `popular` one, the same share all along (a steady state, not a
 * cache warming up during the measurement).
 */
export function listingPlan(count: number, seed: number, wideShare: number): PlannedRequest[] {
  const random = seededRandom(seed);
  const pick: Pick = (values) => values[Math.floor(random() * values.length)]!;
  const between: Between = (low, high) => low + Math.floor(random() * (high - low + 1));
  return Array.from({ length: count }, (_, index) => {
    const mix = mixNames[index % mixNames.length]!;
    const query = random() < wideShare ? mixes[mix]!.wide : mixes[mix]!.popular;
    return { mix, path: `/api/products?limit=28&${query(pick, between)}` };
  });
}
