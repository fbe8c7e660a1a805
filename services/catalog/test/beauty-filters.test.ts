import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  productConcerns,
  skinTypes,
  type ErrorBody,
  type Product,
  type ProductFacets,
  type ProductListPage,
} from '@glow/contracts';
import { rawGet, startServiceForTest, type ServiceUnderTest } from '@glow/testing';
import { catalogService } from '../src';
import { expectedFacets, ids, matchesBeautyFilters, sorted, type BeautyFilters } from './support/expected';
import { getJson } from './support/start-catalog';

/** A small seeded generator, so a failing case can be replayed from the seed it prints. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  return {
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    chance: (p: number) => next() < p,
    pick,
    some: <T>(items: readonly T[], p: number) => items.filter(() => next() < p),
  };
}

// Two spellings of one brand: the filter and the facet treat them as one.
const brands = ['Arami Essentials', 'ARAMI ESSENTIALS', 'Nuban', 'Zaron', 'House of Tara', 'Kedi', 'Oriki'];
const categoryNames = ['Skincare', 'Makeup', 'Hair Care'];

interface Query extends BeautyFilters {
  category?: string;
  discountOnly?: boolean;
  limit: number;
  page: number;
}

function toSearchParams(query: Query): string {
  const params = new URLSearchParams({ facets: 'true', sort: 'priceAsc' });
  for (const brand of query.brands ?? []) params.append('brand', brand);
  for (const skinType of query.skinTypes ?? []) params.append('skinType', skinType);
  for (const concern of query.concerns ?? []) params.append('concern', concern);
  if (query.category) params.set('category', query.category);
  if (query.discountOnly) params.set('discountOnly', 'true');
  params.set('limit', String(query.limit));
  params.set('page', String(query.page));
  return params.toString();
}

describe('beauty filters and facets against a brute-force oracle over random products', () => {
  let running: ServiceUnderTest;
  let uploadsDir: string;
  let all: Product[];
  const seed = Number(process.env.ORACLE_SEED ?? Date.now() % 100_000);
  const page = (query: string) => getJson<ProductListPage>(`${running.url}/api/products?${query}`);

  beforeAll(async () => {
    uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'glow-catalog-beauty-'));
    running = await startServiceForTest(catalogService, { env: { UPLOADS_DIR: uploadsDir } });
    const random = generator(seed);
    const pool = running.service.ctx.db.pool;
    const { rows: categories } = await pool.query<{ id: string }>(
      `INSERT INTO catalog.categories (name) SELECT unnest($1::text[]) RETURNING id`,
      [categoryNames],
    );
    for (let index = 0; index < 300; index += 1) {
      const price = random.int(500, 80_000);
      await pool.query(
        `INSERT INTO catalog.products (name, price, discount_price, category_id, brand, skin_types, concerns)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [
          `Product ${index}`,
          price,
          random.chance(0.4) ? random.int(1, price - 1) : null,
          random.pick(categories).id,
          random.chance(0.85) ? random.pick(brands) : null,
          random.some(skinTypes, 0.3),
          random.some(productConcerns, 0.15),
        ],
      );
    }
    all = [];
    for (let number = 1; number <= 3; number += 1)
      all.push(...(await page(`limit=100&page=${number}`)).body.items);
  });
  afterAll(async () => {
    await running.stop();
    await rm(uploadsDir, { recursive: true, force: true });
  });

  it("when 120 random combinations of brand, skin type, concern and other filters are asked for with facets, then pages, totals and facets are the oracle's", async () => {
    expect(all).toHaveLength(300);
    const random = generator(seed + 1);
    for (let round = 0; round < 120; round += 1) {
      const query: Query = {
        brands: random.chance(0.5) ? random.some(brands, 0.3).map((brand) => brand.toLowerCase()) : undefined,
        skinTypes: random.chance(0.5) ? random.some(skinTypes, 0.4) : undefined,
        concerns: random.chance(0.5) ? random.some(productConcerns, 0.2) : undefined,
        category: random.chance(0.3) ? random.pick(categoryNames) : undefined,
        discountOnly: random.chance(0.2) || undefined,
        limit: random.int(5, 40),
        page: 1,
      };
      const matching = all.filter(
        (product) =>
          matchesBeautyFilters(product, query) &&
          (!query.category || product.category?.name === query.category) &&
          (!query.discountOnly || product.discountPrice != null),
      );
      const expected = sorted(matching, 'priceAsc');
      const pages = Math.ceil(expected.length / query.limit);
      query.page = pages > 0 ? random.int(1, pages) : 1;
      const others = all.filter(
        (product) =>
          (!query.category || product.category?.name === query.category) &&
          (!query.discountOnly || product.discountPrice != null),
      );

      const { status, body } = await page(toSearchParams(query));

      const label = `seed ${seed}, round ${round}: ${toSearchParams(query)}`;
      expect([label, status]).toEqual([label, 200]);
      expect([label, body.total, body.pages]).toEqual([label, expected.length, pages]);
      const start = (query.page - 1) * query.limit;
      expect([label, ids(body.items)]).toEqual([label, ids(expected.slice(start, start + query.limit))]);
      expect([label, body.facets]).toEqual([label, expectedFacets(others, query)]);
    }
  });

  it('when brands are asked in any order and case, then they are one listing, kept once in the cache', async () => {
    const a = await rawGet(`${running.url}/api/products?brand=Nuban&brand=zaron&facets=true`);
    const b = await rawGet(`${running.url}/api/products?brand=ZARON&brand=nuban&facets=true`);

    expect(a.status).toBe(200);
    expect(b.headers.etag).toBe(a.headers.etag);
    expect(b.body.equals(a.body)).toBe(true);
  });

  it('when the filters differ only in a beauty attribute, then each answers its own page (the cache key holds them)', async () => {
    const answers = await Promise.all(
      ['brand=Nuban', 'brand=Zaron', 'skinType=dry', 'skinType=oily', 'concern=acne', 'concern=dryness'].map(
        async (query) => (await page(`${query}&limit=100`)).body,
      ),
    );
    const [nuban, zaron, dry, oily, acne, dryness] = answers;

    expect(nuban!.items.every((product) => product.brand === 'Nuban')).toBe(true);
    expect(zaron!.items.every((product) => product.brand === 'Zaron')).toBe(true);
    expect(dry!.items.every((product) => product.skinTypes!.includes('dry'))).toBe(true);
    expect(oily!.items.every((product) => product.skinTypes!.includes('oily'))).toBe(true);
    expect(acne!.items.every((product) => product.concerns!.includes('acne'))).toBe(true);
    expect(dryness!.items.every((product) => product.concerns!.includes('dryness'))).toBe(true);
    expect(new Set(answers.map((answer) => JSON.stringify(ids(answer.items)))).size).toBe(6);
  });

  it('when facets are not asked for, then the page has none; asked for, the same page has them', async () => {
    const without = (await page('concern=acne&limit=5')).body;
    const withFacets = (await page('concern=acne&limit=5&facets=true')).body;

    expect(without).not.toHaveProperty('facets');
    expect(withFacets).toEqual({ ...without, facets: expect.any(Object) });
    expect((await page('concern=acne&limit=5&facets=false')).body).toEqual(without);
  });

  it("when a product's concerns change, then the next facets count it at once", async () => {
    const before = (await page('facets=true&limit=1')).body.facets!;
    const acneBefore = countOf(before, 'concern', 'acne');
    const pool = running.service.ctx.db.pool;
    const { rows } = await pool.query<{ id: string }>(
      `UPDATE catalog.products SET concerns = concerns || '{acne}'
       WHERE id = (SELECT id FROM catalog.products WHERE NOT ('acne' = ANY(concerns)) LIMIT 1) RETURNING id`,
    );
    expect(rows).toHaveLength(1);

    const after = (await page('facets=true&limit=1')).body.facets!;

    expect(countOf(after, 'concern', 'acne')).toBe(acneBefore + 1);
  });

  it.each([
    [
      'an unknown skin type',
      'skinType=greasy',
      'skinType: must be one of normal, dry, oily, combination, sensitive',
    ],
    [
      'an unknown concern',
      'concern=wrinkles',
      expect.stringMatching(/^concern: must be one of acne, hyperpigmentation, /),
    ],
    ['facets neither true nor false', 'facets=yes', expect.stringMatching(/^facets: /)],
    ['a brand of 101 characters', `brand=${'b'.repeat(101)}`, 'brand: is limited to 100 characters'],
    [
      '21 brands',
      Array.from({ length: 21 }, (_, index) => `brand=b${index}`).join('&'),
      'brand: must be given at most 20 times',
    ],
    ['an unknown parameter', 'brands=Nuban', expect.stringMatching(/brands/)],
  ])('when the listing is asked with %s, then 400 with a sentence', async (_label, query, message) => {
    const { status, body } = await getJson<ErrorBody>(`${running.url}/api/products?${query}`);

    expect(status).toBe(400);
    expect(body.message).toEqual(message);
  });
});

function countOf(facets: ProductFacets, facet: keyof ProductFacets, value: string): number {
  return facets[facet].find((each) => each.value === value)?.count ?? 0;
}
