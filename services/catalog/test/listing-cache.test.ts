import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ProductListPage } from '@glow/contracts';
import {
  createTestDatabase,
  startServiceForTest,
  rawGet,
  testPool,
  type ServiceUnderTest,
  type TestDatabase,
} from '@glow/testing';
import { catalogService } from '../src';
import { ListingPageCache } from '../src/products/domain/listing-page-cache';

describe('listing pages cached across two catalog instances', () => {
  let database: TestDatabase;
  let uploadsDir: string;
  let first: ServiceUnderTest;
  let second: ServiceUnderTest;

  beforeAll(async () => {
    database = await createTestDatabase();
    uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'glow-catalog-cache-'));
    const env = { SEED_DEMO: 'true', UPLOADS_DIR: uploadsDir };
    first = await startServiceForTest(catalogService, { database, env });
    second = await startServiceForTest(catalogService, { database, env: { ...env, SEED_DEMO: 'false' } });
  });
  afterAll(async () => {
    await first.stop();
    await second.stop();
    await database.drop();
    await rm(uploadsDir, { recursive: true, force: true });
  });

  // A raw GET: fetch would add `Cache-Control: no-cache` to a conditional request, which forbids a 304.
  const page = async (service: ServiceUnderTest, headers: Record<string, string> = {}) => {
    const answer = await rawGet(`${service.url}/api/products?limit=5&sort=priceAsc`, headers);
    const body = answer.status === 200 ? (JSON.parse(answer.body.toString()) as ProductListPage) : undefined;
    return { status: answer.status, etag: answer.headers.etag, body };
  };

  it('when nothing changed, then both answer the same page and ETag, and a repeat visitor gets 304', async () => {
    const a = await page(first);
    const b = await page(second);
    expect(a.status).toBe(200);
    expect(a.etag).toMatch(/^"[\w-]+"$/);
    expect(b).toEqual(a);
    expect((await page(first, { 'if-none-match': a.etag! })).status).toBe(304);
    expect((await page(second, { 'if-none-match': a.etag! })).status).toBe(304);
  });

  it("when a product changes behind both instances' backs, then both answer the new page at once", async () => {
    const before = await page(first);
    await page(second);
    const cheapest = before.body!.items[0]!;
    const pool = testPool(database.url, 1);
    await pool.query("UPDATE catalog.products SET name = 'Renamed Behind The Back' WHERE id = $1", [
      cheapest._id,
    ]);
    await pool.end();

    for (const service of [first, second]) {
      const after = await page(service);
      expect(after.etag).not.toBe(before.etag);
      expect(after.body!.items[0]).toMatchObject({ _id: cheapest._id, name: 'Renamed Behind The Back' });
      expect((await page(service, { 'if-none-match': before.etag! })).status).toBe(200);
    }
  });
});

describe('ListingPageCache', () => {
  it('when more pages than it keeps are asked for, then the least recently used goes, and a new version empties it', async () => {
    let version = '1';
    let builds = 0;
    const cache = new ListingPageCache(async () => version, 2);
    const build = (answer: string) => async () => {
      builds += 1;
      return { answer };
    };
    await cache.get('a', build('a'));
    await cache.get('b', build('b'));
    await cache.get('a', build('a')); // a is now the most recent
    await cache.get('c', build('c')); // b goes
    expect(builds).toBe(3);
    expect(cache.size).toBe(2);
    await cache.get('a', build('a'));
    expect(builds).toBe(3);
    await cache.get('b', build('b'));
    expect(builds).toBe(4);

    version = '2';
    const page = await cache.get('a', build('a2'));
    expect(JSON.parse(page.body.toString())).toEqual({ answer: 'a2' });
    expect(cache.size).toBe(1);
  });

  it('when pages of one listing are built, then what they remember is computed once per version, and a failure is not kept', async () => {
    let version = '1';
    let counts = 0;
    const cache = new ListingPageCache(async () => version, 10);
    const count = async () => {
      counts += 1;
      return 40 + counts;
    };
    const page = (key: string) =>
      cache.get(key, async (remember) => ({ total: await remember('count', count) }));
    const totalOf = async (key: string) => JSON.parse((await page(key)).body.toString()).total;

    expect(await totalOf('page 1')).toBe(41);
    expect(await totalOf('page 2')).toBe(41);
    expect(counts).toBe(1);

    version = '2';
    expect(await totalOf('page 3')).toBe(42);
    expect(counts).toBe(2);

    await expect(
      cache.get('page 4', (remember) => remember('broken', () => Promise.reject(new Error('down')))),
    ).rejects.toThrow('down');
    expect(
      await cache
        .get('page 5', (remember) => remember('broken', async () => 'back'))
        .then((built) => built.body.toString()),
    ).toBe('"back"');
  });

  it('when many ask for the same page at once, then it is built once', async () => {
    let builds = 0;
    const cache = new ListingPageCache(async () => '1', 10);
    const pages = await Promise.all(
      Array.from({ length: 20 }, () =>
        cache.get('same', async () => {
          builds += 1;
          await new Promise((resolve) => setTimeout(resolve, 10));
          return [1, 2, 3];
        }),
      ),
    );
    expect(builds).toBe(1);
    expect(new Set(pages.map((each) => each.etag)).size).toBe(1);
  });
});
