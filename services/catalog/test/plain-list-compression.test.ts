import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Product } from '@glow/contracts';
import { rawGet, startServiceForTest, type RawAnswer, type ServiceUnderTest } from '@glow/testing';
import { catalogService, seedSyntheticProducts } from '../src';

/** Asks for the list accepting `acceptEncoding` (none when left out). */
function rawGetList(url: string, acceptEncoding?: string): Promise<RawAnswer> {
  return rawGet(url, acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding });
}

function decoded(answer: RawAnswer): Product[] {
  const encoding = answer.headers['content-encoding'];
  const text =
    encoding === 'br'
      ? zlib.brotliDecompressSync(answer.body)
      : encoding === 'gzip'
        ? zlib.gunzipSync(answer.body)
        : answer.body;
  return JSON.parse(text.toString('utf8')) as Product[];
}

describe('GET /api/products (the plain list) compressed once per snapshot', () => {
  let running: ServiceUnderTest;
  let uploadsDir: string;
  const listUrl = () => `${running.url}/api/products`;
  const changeAProduct = () =>
    running.service.ctx.db.pool.query(
      'UPDATE catalog.products SET stock = stock + 1 WHERE id = (SELECT id FROM catalog.products ORDER BY created_at, id LIMIT 1)',
    );

  beforeAll(async () => {
    uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'glow-catalog-compressed-'));
    running = await startServiceForTest(catalogService, { env: { UPLOADS_DIR: uploadsDir } });
    await seedSyntheticProducts(running.service.ctx.db.pool, 150);
  });
  afterAll(async () => {
    jest.restoreAllMocks();
    await running.stop();
    await rm(uploadsDir, { recursive: true, force: true });
  });

  it('when asked with brotli, gzip or neither accepted, then each answer decodes to the same JSON and varies by Accept-Encoding', async () => {
    const plain = await rawGetList(listUrl());
    const gzip = await rawGetList(listUrl(), 'gzip');
    const brotli = await rawGetList(listUrl(), 'gzip, deflate, br, zstd');

    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(brotli.headers['content-encoding']).toBe('br');
    for (const answer of [plain, gzip, brotli]) {
      expect(answer.status).toBe(200);
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(answer.headers['cache-control']).toBe('no-cache, no-transform');
      expect(answer.headers.etag).toBe(plain.headers.etag);
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    }
    expect(decoded(plain)).toHaveLength(100);
    expect(decoded(gzip)).toEqual(decoded(plain));
    expect(decoded(brotli)).toEqual(decoded(plain));
    expect(brotli.body.length).toBeLessThan(plain.body.length / 4);
  });

  it('when many requests ask for one snapshot, then it is compressed once, and once more after a product changes', async () => {
    await changeAProduct();
    const brotli = jest.spyOn(zlib, 'brotliCompress');
    const gzip = jest.spyOn(zlib, 'gzip');

    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) => rawGetList(listUrl(), index % 2 ? 'gzip' : 'br')),
    );
    const again = await Promise.all([rawGetList(listUrl(), 'br'), rawGetList(listUrl(), 'gzip')]);

    expect([...answers, ...again].map((answer) => answer.status)).toEqual(Array(14).fill(200));
    expect(new Set([...answers, ...again].map((answer) => answer.headers.etag)).size).toBe(1);
    expect(brotli).toHaveBeenCalledTimes(1);
    expect(gzip).toHaveBeenCalledTimes(1);

    await changeAProduct();
    const changed = await rawGetList(listUrl(), 'br');
    expect(changed.headers.etag).not.toBe(answers[0]!.headers.etag);
    expect(brotli).toHaveBeenCalledTimes(2);
    expect(gzip).toHaveBeenCalledTimes(2);
  });

  it('when a client revalidates with the current ETag, then it gets a bodiless 304', async () => {
    const first = await rawGetList(listUrl(), 'br');
    const revalidated = await rawGet(listUrl(), {
      'accept-encoding': 'br',
      'if-none-match': first.headers.etag!,
    });
    expect(revalidated.body.length).toBe(0);
    expect(revalidated.status).toBe(304);
  });
});
