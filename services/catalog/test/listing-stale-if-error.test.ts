import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  createTestDatabase,
  rawGet,
  startServiceForTest,
  startTcpProxy,
  type ServiceUnderTest,
  type TcpProxy,
  type TestDatabase,
} from '@glow/testing';
import { catalogService } from '../src';

const unavailable = { message: 'Service temporarily unavailable, please try again shortly' };

describe('the listing while PostgreSQL is away (stale if error)', () => {
  let database: TestDatabase;
  let proxy: TcpProxy;
  let uploadsDir: string;
  let catalog: ServiceUnderTest;

  beforeAll(async () => {
    database = await createTestDatabase();
    proxy = await startTcpProxy(Number(new URL(database.url).port || 5432));
    uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'glow-catalog-stale-'));
    catalog = await startServiceForTest(catalogService, {
      database,
      env: { SEED_DEMO: 'true', UPLOADS_DIR: uploadsDir, DATABASE_URL: proxy.urlThrough(database.url) },
    });
  });
  afterEach(() => proxy.restore());
  afterAll(async () => {
    await catalog?.stop();
    await proxy?.close();
    await database?.drop();
    await rm(uploadsDir, { recursive: true, force: true });
  });

  const get = async (pathname: string) => {
    const answer = await rawGet(`${catalog.url}${pathname}`);
    return { status: answer.status, etag: answer.headers.etag, body: answer.body.toString() };
  };

  it('when the database is cut, then a page read before it is answered as it was, and one never read is a 503', async () => {
    const read = await get('/api/products?limit=4&sort=priceAsc');
    const plain = await get('/api/products');
    expect(read.status).toBe(200);
    expect(plain.status).toBe(200);

    await proxy.cut();
    expect(await get('/api/products?limit=4&sort=priceAsc')).toEqual(read);
    expect(await get('/api/products')).toEqual(plain);
    const neverRead = await get('/api/products?limit=4&sort=priceDesc');
    expect(neverRead.status).toBe(503);
    expect(JSON.parse(neverRead.body)).toEqual(unavailable);
    // A product page is not a cached listing: it still says the store cannot answer.
    expect((await get(`/api/products/${JSON.parse(read.body).items[0]._id}`)).status).toBe(503);

    await proxy.restore();
    expect((await get('/api/products?limit=4&sort=priceDesc')).status).toBe(200);
  });
});
