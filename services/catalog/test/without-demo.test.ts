import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Product, ProductListPage } from '@glow/contracts';
import { createLogger } from '@glow/service-kit';
import { startServiceForTest, type ServiceUnderTest } from '@glow/testing';
import { catalogService, seedSyntheticProducts, start } from '../src';
import { seedDemo } from '../src/seeding/domain/demo-seed';
import { getJson } from './support/start-catalog';

describe('catalog without the demo seed', () => {
  let running: ServiceUnderTest;
  let uploadsDir: string;

  beforeAll(async () => {
    uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'glow-catalog-empty-'));
    running = await startServiceForTest(catalogService, { env: { UPLOADS_DIR: uploadsDir } });
  });
  afterAll(async () => {
    await running.stop();
    await rm(uploadsDir, { recursive: true, force: true });
  });

  it('when SEED_DEMO is not set, then the catalogue starts empty', async () => {
    expect((await getJson<Product[]>(`${running.url}/api/products`)).body).toEqual([]);
    expect((await getJson<unknown[]>(`${running.url}/api/categories`)).body).toEqual([]);
    expect((await getJson<ProductListPage>(`${running.url}/api/products?page=1`)).body).toEqual({
      items: [],
      total: 0,
      page: 1,
      pages: 0,
    });
  });

  it('when synthetic products are bulk-inserted, then they are listed, paged and filtered like any other', async () => {
    expect(await seedSyntheticProducts(running.service.ctx.db.pool, 1_200)).toBe(1_200);

    const first = await getJson<ProductListPage>(`${running.url}/api/products?limit=28&sort=priceAsc`);
    expect(first.body).toMatchObject({ total: 1_200, pages: Math.ceil(1_200 / 28) });
    expect(first.body.items[0]).toMatchObject({ category: null, images: [], averageRating: 0 });
    const prices = first.body.items.map((product) => product.discountPrice ?? product.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect((await getJson<ProductListPage>(`${running.url}/api/products?discountOnly=true`)).body.total).toBe(
      300,
    );
    expect((await getJson<ProductListPage>(`${running.url}/api/products?minDiscount=25`)).body.total).toBe(0);
  });

  it('when products are deleted, then the unfiltered total follows', async () => {
    await running.service.ctx.db.pool.query('DELETE FROM catalog.products WHERE discount_price IS NOT NULL');
    expect((await getJson<ProductListPage>(`${running.url}/api/products?page=1`)).body.total).toBe(900);
    await running.service.ctx.db.pool.query('TRUNCATE catalog.products CASCADE');
    expect((await getJson<ProductListPage>(`${running.url}/api/products?page=1`)).body.total).toBe(0);
  });

  it('when the demo catalogue is not installed (a production image), then seeding it stops the start and says why', async () => {
    jest.doMock('@glow/demo-catalogue', () => {
      throw new Error("Cannot find module '@glow/demo-catalogue'");
    });
    try {
      await expect(seedDemo(running.service.ctx, uploadsDir)).rejects.toThrow(
        /SEED_DEMO=true, but the demo catalogue .* is not installed/,
      );
    } finally {
      jest.dontMock('@glow/demo-catalogue');
    }
  });

  it('when SEED_DEMO has a wrong value, then the service refuses to start and names the variable', async () => {
    const logger = createLogger('catalog', 'silent');
    await expect(start({ env: { SEED_DEMO: 'yes' }, logger })).rejects.toThrow(/SEED_DEMO/);
  });
});

describe('the catalog build', () => {
  it('when the service source is compiled, then it carries no demo content: no art, no catalogue file, the package only by name', async () => {
    const src = path.resolve(__dirname, '..', 'src');
    const files = (await readdir(src, { recursive: true })).filter((file) => file.endsWith('.ts'));
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const text = await readFile(path.join(src, file), 'utf8');
      expect([file, /<svg|viewBox|\/art\/|catalogue\.json|from '[^']*demo-catalogue/.test(text)]).toEqual([
        file,
        false,
      ]);
    }
  });
});
