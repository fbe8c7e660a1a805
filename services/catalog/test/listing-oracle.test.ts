import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  productSorts,
  type ExchangeRatesAnswer,
  type Product,
  type ProductListPage,
  type ProductSort,
} from '@glow/contracts';
import { startServiceForTest, type ServiceUnderTest } from '@glow/testing';
import { catalogService } from '../src';
import { discountAtLeast, displayPrice, ids, sorted } from './support/expected';
import { getJson } from './support/start-catalog';

/** A small seeded generator, so a failing case can be replayed from the seed it prints. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  return {
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    chance: (p: number) => next() < p,
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!,
  };
}

const words = [
  'Shea',
  'Cocoa',
  'Glow',
  'Matte',
  'Velvet',
  'Rose',
  'Oud',
  'Amber',
  'Silk',
  'Chebe',
  'Argan',
  'Mango',
];
const kinds = ['Butter', 'Serum', 'Lipstick', 'Mist', 'Oil', 'Cream', 'Balm', 'Gel'];
const categoryNames = ['Skincare', 'Makeup', 'Hair Care'];

interface Query {
  search?: string;
  category?: string;
  minPrice?: number;
  maxPrice?: number;
  currency?: 'NGN' | 'USD';
  minDiscount?: number;
  discountOnly?: boolean;
  sort: ProductSort;
  limit: number;
  page: number;
}

function matches(product: Product, query: Query, usd: number): boolean {
  const rate = query.currency === 'USD' ? usd : 1;
  const shown = displayPrice(product) * rate;
  if (query.search && !product.name.toLowerCase().includes(query.search.toLowerCase())) return false;
  if (query.category && product.category?.name !== query.category) return false;
  if (query.minPrice !== undefined && shown < query.minPrice) return false;
  if (query.maxPrice !== undefined && shown > query.maxPrice) return false;
  if (query.minDiscount !== undefined && !discountAtLeast(product, query.minDiscount)) return false;
  if (query.discountOnly && product.discountPrice == null) return false;
  return true;
}

function toSearchParams(query: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  return params.toString();
}

describe('listing against a brute-force oracle over random products', () => {
  let running: ServiceUnderTest;
  let uploadsDir: string;
  let everything: Product[];
  let usd: number;
  const seed = Number(process.env.ORACLE_SEED ?? Date.now() % 100_000);

  beforeAll(async () => {
    uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'glow-catalog-oracle-'));
    running = await startServiceForTest(catalogService, { env: { UPLOADS_DIR: uploadsDir } });
    const random = generator(seed);
    const pool = running.service.ctx.db.pool;
    const { rows: categories } = await pool.query<{ id: string }>(
      `INSERT INTO catalog.categories (name) SELECT unnest($1::text[]) RETURNING id`,
      [categoryNames],
    );
    for (let index = 0; index < 400; index += 1) {
      const price = random.int(500, 80_000);
      const discount = random.chance(0.4) ? random.int(1, price - 1) : null;
      await pool.query(
        `INSERT INTO catalog.products (name, description, price, discount_price, category_id, created_at)
         VALUES ($1, '', $2, $3, $4, now() - make_interval(secs => $5))`,
        [
          `${random.pick(words)} ${random.pick(words)} ${random.pick(kinds)} ${index}`,
          price,
          discount,
          random.chance(0.9) ? random.pick(categories).id : null,
          random.int(0, 1_000_000),
        ],
      );
    }
    everything = (await getJson<Product[]>(`${running.url}/api/products`)).body;
    usd = (await getJson<ExchangeRatesAnswer>(`${running.url}/api/exchange-rates`)).body.rates.USD!;
  });
  afterAll(async () => {
    await running.stop();
    await rm(uploadsDir, { recursive: true, force: true });
  });

  it("when 150 random filter, sort and page combinations are asked for, then each page is exactly the oracle's", async () => {
    expect(everything).toHaveLength(100); // the plain list's cap; the oracle reads every page instead
    const all: Product[] = [];
    for (let page = 1; page <= 4; page += 1) {
      all.push(
        ...(await getJson<ProductListPage>(`${running.url}/api/products?limit=100&page=${page}`)).body.items,
      );
    }
    expect(all).toHaveLength(400);
    const random = generator(seed + 1);
    const prices = all.map(displayPrice);

    for (let round = 0; round < 150; round += 1) {
      const currency = random.chance(0.3) ? 'USD' : 'NGN';
      const query: Query = {
        search: random.chance(0.3) ? random.pick(words).slice(0, random.int(2, 4)).toUpperCase() : undefined,
        category: random.chance(0.3) ? random.pick(categoryNames) : undefined,
        currency: random.chance(0.5) ? currency : undefined,
        minDiscount: random.chance(0.2) ? random.int(0, 60) : undefined,
        discountOnly: random.chance(0.2) ? true : undefined,
        sort: random.pick(productSorts),
        limit: random.int(1, 40),
        page: 1,
      };
      const rate = query.currency === 'USD' ? usd : 1;
      // NGN bounds are real prices (inclusive on both ends); USD ones are arbitrary cents.
      const bound = () => (rate === 1 ? random.pick(prices) : random.int(50, 6000) / 100);
      if (random.chance(0.4)) query.minPrice = bound();
      if (random.chance(0.4)) query.maxPrice = Math.max(bound(), query.minPrice ?? 0);
      const expected = sorted(
        all.filter((product) => matches(product, query, usd)),
        query.sort,
      );
      const pages = Math.ceil(expected.length / query.limit);
      query.page = pages > 0 ? random.int(1, pages) : 1;

      const { status, body } = await getJson<ProductListPage>(
        `${running.url}/api/products?${toSearchParams(query)}`,
      );

      const label = `seed ${seed}, round ${round}: ${toSearchParams(query)}`;
      expect([label, status]).toEqual([label, 200]);
      expect([label, body.total, body.pages, body.page]).toEqual([label, expected.length, pages, query.page]);
      const start = (query.page - 1) * query.limit;
      expect([label, ids(body.items)]).toEqual([label, ids(expected.slice(start, start + query.limit))]);
    }
  });
});
