import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ErrorBody, Product, ProductListPage, ProductSort } from '@glow/contracts';
import { startServiceForTest, type ServiceUnderTest } from '@glow/testing';
import { catalogService, seedSyntheticProducts } from '../src';
import { ProductRepository } from '../src/products/data/product-repository';
import { pageReach } from '../src/products/domain/product-catalogue';
import { plainListCap, ProductListSnapshot } from '../src/products/domain/product-list-snapshot';
import { ids } from './support/expected';
import { getJson } from './support/start-catalog';

/** Big enough that a middle page lies deeper than the page reach from both ends. */
const productCount = 30_000;

/** What a browser sends when it revalidates its copy (fetch would add `Cache-Control: no-cache` itself). */
const revalidating = (etag: string) => ({ 'if-none-match': etag, 'cache-control': 'max-age=0' });

describe('GET /api/products on a large catalogue', () => {
  let running: ServiceUnderTest;
  let uploadsDir: string;
  const page = (query: string) => getJson<ProductListPage>(`${running.url}/api/products?${query}`);
  const sql = async (text: string, params: unknown[] = []) =>
    (await running.service.ctx.db.pool.query<{ id: string }>(text, params)).rows.map((row) => row.id);

  beforeAll(async () => {
    expect(productCount).toBeGreaterThan(2 * pageReach + 100);
    uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'glow-catalog-large-'));
    running = await startServiceForTest(catalogService, { env: { UPLOADS_DIR: uploadsDir } });
    await seedSyntheticProducts(running.service.ctx.db.pool, productCount);
  });
  afterAll(async () => {
    await running.stop();
    await rm(uploadsDir, { recursive: true, force: true });
  });

  it('when the plain list is asked for, then it answers only the first products, oldest first, with the total in a header', async () => {
    const response = await fetch(`${running.url}/api/products`);
    const body = (await response.json()) as Product[];

    expect(response.status).toBe(200);
    expect(response.headers.get('x-total-count')).toBe(String(productCount));
    expect(response.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(body).toHaveLength(plainListCap);
    expect(ids(body)).toEqual(ids((await page(`limit=${plainListCap}`)).body.items));
  });

  it('when the plain list is asked again with its ETag, then 304 until a product changes, then the new list', async () => {
    const first = await fetch(`${running.url}/api/products`);
    const etag = first.headers.get('etag')!;
    const [changed] = (await first.json()) as Product[];
    expect(etag).toMatch(/^"[\w-]+"$/);

    const unchanged = await fetch(`${running.url}/api/products`, { headers: revalidating(etag) });
    expect(unchanged.status).toBe(304);
    expect(await unchanged.text()).toBe('');

    await running.service.ctx.db.pool.query('UPDATE catalog.products SET price = price + 1 WHERE id = $1', [
      changed!._id,
    ]);
    const after = await fetch(`${running.url}/api/products`, { headers: revalidating(etag) });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    expect(((await after.json()) as Product[])[0]).toMatchObject({
      _id: changed!._id,
      price: changed!.price + 1,
    });
  });

  it('when a page starts deeper than the page reach from both ends, then it answers 400 naming the page', async () => {
    const middle = Math.ceil(productCount / 2 / 28);
    const { status, body } = await getJson<ErrorBody>(`${running.url}/api/products?limit=28&page=${middle}`);

    expect(status).toBe(400);
    expect(body.message).toContain(`Page ${middle} is too deep`);
    expect(body.errors).toEqual([{ msg: expect.stringMatching(/^page: /) }]);
  });

  it.each<[ProductSort, ProductSort]>([
    ['default', 'newest'],
    ['priceAsc', 'priceDesc'],
    ['nameDesc', 'nameAsc'],
  ])(
    'when the last pages of sort %s are asked for, then they are the first of %s backwards, and past the end is empty',
    async (sort, mirror) => {
      const lastPage = Math.ceil(productCount / 28);
      const onLast = productCount - (lastPage - 1) * 28;
      const mirrored = ids((await page(`sort=${mirror}&limit=100`)).body.items);

      const last = await page(`sort=${sort}&limit=28&page=${lastPage}`);
      const third = await page(`sort=${sort}&limit=28&page=${lastPage - 3}`);
      const beyond = await page(`sort=${sort}&limit=28&page=${lastPage + 1}`);

      expect(last.body).toMatchObject({ total: productCount, pages: lastPage });
      expect(ids(last.body.items)).toEqual(mirrored.slice(0, onLast).reverse());
      expect(ids(third.body.items)).toEqual(mirrored.slice(onLast + 56, onLast + 84).reverse());
      expect(beyond).toMatchObject({ status: 200, body: { items: [], total: productCount } });
    },
  );

  it('when a filter leaves fewer than twice the reach, then its deep pages are answered from the end', async () => {
    const total = (await page('maxPrice=50000&sort=priceDesc&limit=1')).body.total;
    expect(total).toBeGreaterThan(pageReach + 100);
    expect(total).toBeLessThan(2 * pageReach);
    const deep = Math.floor(pageReach / 100) + 2;

    const { status, body } = await page(`maxPrice=50000&sort=priceDesc&limit=100&page=${deep}`);

    expect(status).toBe(200);
    expect(ids(body.items)).toEqual(
      await sql(
        `SELECT id FROM catalog.products WHERE coalesce(discount_price, price) <= 50000
         ORDER BY coalesce(discount_price, price) DESC, id DESC OFFSET $1 LIMIT 100`,
        [(deep - 1) * 100],
      ),
    );
  });
});

describe('ProductListSnapshot', () => {
  let running: ServiceUnderTest;

  beforeAll(async () => {
    running = await startServiceForTest(catalogService);
    await seedSyntheticProducts(running.service.ctx.db.pool, 300);
  });
  afterAll(() => running.stop());

  it('when the list is asked for many times, then the products are read once, and again only after a change', async () => {
    const repository = new ProductRepository(running.service.ctx.db.pool);
    const reads = jest.spyOn(repository, 'findSlice');
    const snapshot = new ProductListSnapshot(repository);

    const together = await Promise.all(Array.from({ length: 10 }, () => snapshot.get()));
    const later = await snapshot.get();
    expect(reads).toHaveBeenCalledTimes(1);
    expect(new Set([...together, later].map((list) => list.etag)).size).toBe(1);
    expect(JSON.parse(later.body.toString())).toHaveLength(plainListCap);

    await running.service.ctx.db.pool.query('DELETE FROM catalog.products WHERE price < 5000');
    const changed = await snapshot.get();
    expect(reads).toHaveBeenCalledTimes(2);
    expect(changed.total).toBeLessThan(300);
  });
});
