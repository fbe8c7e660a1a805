import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { Category, ErrorBody, Image, Product } from '@glow/contracts';
import { createLogger } from '@glow/service-kit';
import {
  createTestDatabase,
  startServiceForTest,
  testPool,
  waitFor,
  type ServiceUnderTest,
  type TestDatabase,
} from '@glow/testing';
import { catalogService, type CatalogDeps } from '../src';
import { multipart, pngOf } from './support/image-files';
import { getJson, startCatalog, type CatalogUnderTest } from './support/start-catalog';

const removalDelayMs = 4_000;

/** Every URL a page may load for an image: the full size and each width of its `srcset`. */
const urlsOf = (image: Image) => [image.url, ...(image.variants ?? []).map((variant) => variant.url)];

describe('pictures an admin let go of stay served for IMAGE_REMOVAL_DELAY_MS', () => {
  let catalog: CatalogUnderTest;
  let adminToken: string;
  let category: Category;

  beforeAll(async () => {
    catalog = await startCatalog(undefined, {
      IMAGE_REMOVAL_DELAY_MS: String(removalDelayMs),
      IMAGE_SWEEP_INTERVAL_MS: '3600000',
    });
    adminToken = catalog.running.keys.sign({ _id: randomUUID(), isAdmin: true, tv: 0 });
    category = (await getJson<Category[]>(`${catalog.url}/api/categories`)).body[0]!;
  });
  afterAll(() => catalog.stop());

  const send = async <T>(method: string, path: string, body?: FormData) => {
    const response = await fetch(`${catalog.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${adminToken}` },
      body,
    });
    return { status: response.status, body: (await response.json()) as T };
  };
  const fields = (extra: Record<string, string | string[]> = {}) => ({
    name: 'Baobab Body Butter',
    description: 'Rich and slow to melt',
    price: '7200',
    category: category._id,
    ...extra,
  });
  const createProduct = async (...names: string[]) => {
    const files = await Promise.all(
      names.map(async (name) => ({ field: 'images', name, content: await pngOf(900, 400) })),
    );
    const { status, body } = await send<Product>('POST', '/api/products', multipart(fields(), files));
    expect(status).toBe(201);
    return body;
  };
  const statusesOf = (image: Image) =>
    Promise.all(urlsOf(image).map(async (url) => (await fetch(`${catalog.url}${url}`)).status));
  const pendingRemovals = async () => {
    const { rows } = await catalog.running.service.ctx.db.pool.query<{ public_id: string }>(
      'SELECT public_id FROM catalog.image_removals ORDER BY public_id',
    );
    return rows.map((row) => row.public_id);
  };

  /** Sweeps every 200 ms until the image's files answer 404; answers how long after `since` that was. */
  const removedAfter = async (image: Image, since: number) => {
    await waitFor(
      `the files of ${image.public_id} to be removed`,
      async () => {
        await catalog.sweepImages();
        return (await statusesOf(image)).every((status) => status === 404);
      },
      removalDelayMs + 10_000,
      200,
    );
    return Date.now() - since;
  };

  it('when an admin deletes a product, then its pictures are still served after a sweep; once the delay has passed a sweep removes them (404)', async () => {
    const product = await createProduct('front.png');
    const [image] = product.images;
    expect(urlsOf(image!)).toHaveLength(4);

    const deletedAt = Date.now();
    expect((await send('DELETE', `/api/products/${product._id}`)).status).toBe(200);
    await catalog.sweepImages();

    expect(await statusesOf(image!)).toEqual([200, 200, 200, 200]);
    expect(await removedAfter(image!, deletedAt)).toBeGreaterThanOrEqual(removalDelayMs);
    expect(await pendingRemovals()).toEqual([]);
  });

  it("when a product's picture is replaced, then the old one is still served until its delay has passed, then 404; the kept and the new one stay", async () => {
    const product = await createProduct('kept.png', 'old.png');
    const [kept, old] = product.images;

    const replacedAt = Date.now();
    const { status, body: updated } = await send<Product>(
      'PUT',
      `/api/products/${product._id}`,
      multipart(fields({ existingImages: [kept!.public_id] }), [
        { field: 'images', name: 'new.png', content: await pngOf(900, 400) },
      ]),
    );
    expect(status).toBe(200);
    const added = updated.images[1]!;
    await catalog.sweepImages();

    expect(await statusesOf(old!)).toEqual([200, 200, 200, 200]);
    expect(await removedAfter(old!, replacedAt)).toBeGreaterThanOrEqual(removalDelayMs);
    expect(await statusesOf(kept!)).toEqual([200, 200, 200, 200]);
    expect(await statusesOf(added)).toEqual([200, 200, 200, 200]);
  });

  it('when a change fails, then the files it had stored are deleted at once and nothing is left for the sweeper', async () => {
    const product = await createProduct('current.png');
    const filesBefore = (await readdir(catalog.uploadsDir)).sort();
    const pendingBefore = await pendingRemovals();

    const update = multipart(fields({ category: randomUUID(), existingImages: [] }), [
      { field: 'images', name: 'new.png', content: await pngOf(900, 400) },
    ]);
    expect(await send<ErrorBody>('PUT', `/api/products/${product._id}`, update)).toMatchObject({
      status: 400,
      body: { message: 'Category not found' },
    });
    // The good file is stored before the broken one turns out unreadable.
    const broken = Buffer.concat([(await pngOf(50, 50)).subarray(0, 40), Buffer.alloc(200, 7)]);
    const create = multipart(fields(), [
      { field: 'images', name: 'good.png', content: await pngOf(900, 400) },
      { field: 'images', name: 'broken.png', content: broken },
    ]);
    expect(await send<ErrorBody>('POST', '/api/products', create)).toMatchObject({
      status: 400,
      body: { message: '"broken.png" could not be read as an image' },
    });

    expect((await readdir(catalog.uploadsDir)).sort()).toEqual(filesBefore);
    expect(await pendingRemovals()).toEqual(pendingBefore);
    expect(await statusesOf(product.images[0]!)).toEqual([200, 200, 200, 200]);
  });
});

/** The lines an instance logs at info and above, parsed. */
function capturedLogs() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString('utf8')) as Record<string, unknown>);
      done();
    },
  });
  return { logger: createLogger('catalog', 'info', stream), lines };
}

describe('two catalog instances sweeping one shop', () => {
  let database: TestDatabase;
  let uploadsDir: string;
  const instances: { running: ServiceUnderTest<CatalogDeps>; lines: Record<string, unknown>[] }[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'glow-catalog-sweep-'));
    const env = { UPLOADS_DIR: uploadsDir, IMAGE_REMOVAL_DELAY_MS: '0', IMAGE_SWEEP_INTERVAL_MS: '3600000' };
    for (let count = 0; count < 2; count += 1) {
      const { logger, lines } = capturedLogs();
      instances.push({
        running: await startServiceForTest(catalogService, { database, env, logger }),
        lines,
      });
    }
  });
  afterAll(async () => {
    for (const { running } of instances) await running.stop();
    await database.drop();
    await rm(uploadsDir, { recursive: true, force: true });
  });

  const sweep = (index: number) => instances[index]!.running.service.deps.imageSweeper.runNow();
  const query = async <T extends object>(sql: string, params: unknown[] = []) => {
    const pool = testPool(database.url, 1);
    try {
      return (await pool.query<T>(sql, params)).rows;
    } finally {
      await pool.end();
    }
  };
  /** What `MediaLibrary.letGo` leaves behind: files on disk (unless already gone) and a row due at `dueInMs`. */
  const imagesLetGo = async (count: number, { withFiles = true, dueInMs = 0 } = {}) => {
    const ids = Array.from({ length: count }, () => randomUUID());
    if (withFiles) {
      for (const id of ids) {
        await writeFile(path.join(uploadsDir, `${id}.webp`), 'full');
        await writeFile(path.join(uploadsDir, `${id}-200w.webp`), 'narrow');
      }
    }
    await query(
      `INSERT INTO catalog.image_removals (public_id, due_at)
       SELECT id, now() + make_interval(secs => $2::double precision / 1000) FROM unnest($1::text[]) AS id`,
      [ids, dueInMs],
    );
    return ids;
  };
  const filesOf = async (ids: string[]) =>
    (await readdir(uploadsDir)).filter((file) => ids.some((id) => file.startsWith(id)));
  const pending = async () =>
    (await query<{ public_id: string }>('SELECT public_id FROM catalog.image_removals')).map(
      (row) => row.public_id,
    );
  const removedBy = (index: number) =>
    instances[index]!.lines.filter((line) => line.msg === 'files of images let go of deleted').reduce(
      (sum, line) => sum + (line.removed as number),
      0,
    );
  const problems = () =>
    instances.flatMap(({ lines }) => lines.filter((line) => (line.level as number) >= 40));

  it('when both sweep the same due images at once, then every file is deleted, each image by one of them, and neither logs a problem', async () => {
    const ids = await imagesLetGo(450);
    expect(await filesOf(ids)).toHaveLength(900);

    await Promise.all([sweep(0), sweep(1)]);

    expect(await filesOf(ids)).toEqual([]);
    expect(await pending()).toEqual([]);
    expect(removedBy(0) + removedBy(1)).toBe(450);
    expect(problems()).toEqual([]);
  });

  it('when a sweeper died after deleting files but before forgetting them, or while it held a claim, then later sweeps finish its work without a problem', async () => {
    const [alreadyGone] = await imagesLetGo(1, { withFiles: false });
    // A claim moves the row's due time out by the lease: this one has a second and a half left.
    const [held] = await imagesLetGo(1, { dueInMs: 1_500 });

    await sweep(0);
    expect(await pending()).toEqual([held]);
    expect(await filesOf([held!])).toHaveLength(2);

    await waitFor(
      'the held claim to run out and be swept',
      async () => {
        await sweep(1);
        return (await pending()).length === 0;
      },
      10_000,
      200,
    );
    expect(await filesOf([held!, alreadyGone!])).toEqual([]);
    expect(problems()).toEqual([]);
  });
});
