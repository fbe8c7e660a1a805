import { access, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { checkEvent, type Product } from '@glow/contracts';
import { demoCatalogue, loadDemoCatalogue } from '@glow/demo-catalogue';
import { waitFor } from '@glow/testing';
import { seedCatalogue } from '../src';
import { allProducts, startCatalog, type CatalogUnderTest } from './support/start-catalog';

const { categories: demoCategories, products: demoProducts } = loadDemoCatalogue();

describe('demo seed', () => {
  let catalog: CatalogUnderTest;
  let everything: Product[];
  const count = async (table: string) =>
    Number(
      (await catalog.running.service.ctx.db.pool.query(`SELECT count(*) AS n FROM catalog.${table}`)).rows[0]
        .n,
    );

  const unsent = async () =>
    Number(
      (
        await catalog.running.service.ctx.db.pool.query(
          'SELECT count(*) AS n FROM catalog.outbox WHERE sent_at IS NULL',
        )
      ).rows[0].n,
    );

  beforeAll(async () => {
    catalog = await startCatalog();
    everything = await allProducts(catalog.url);
  });
  afterAll(() => catalog.stop());

  it('when the service starts with SEED_DEMO=true, then the whole demo catalogue is there once', async () => {
    expect(await count('categories')).toBe(demoCategories.length);
    expect(demoCategories.length).toBeGreaterThanOrEqual(6);
    expect(await count('products')).toBe(demoProducts.length);
    expect(demoProducts.length).toBeGreaterThanOrEqual(60);
    expect(new Set(everything.map((product) => product.name)).size).toBe(
      new Set(demoProducts.map((p) => p.name)).size,
    );
  });

  it('when seeded, then every image a product or category names is a file in the uploads folder', async () => {
    const files = new Set(await readdir(catalog.uploadsDir));
    const named = everything.flatMap((product) => product.images.map((image) => image.url));
    expect(named.length).toBeGreaterThanOrEqual(everything.length);
    for (const url of named) expect(files.has(path.basename(url))).toBe(true);
    expect([...files].filter((file) => file.endsWith('.partial'))).toEqual([]);
  });

  it('when seeded, then each product reaches another consumer group once as a valid catalog.product.upserted', async () => {
    await waitFor(
      'every seeded product to reach the listener',
      () => catalog.received.length >= everything.length,
      10_000,
    );
    expect(catalog.received).toHaveLength(everything.length);
    const byId = new Map(everything.map((product) => [product._id, product]));
    for (const event of catalog.received) {
      expect(checkEvent('catalog.product.upserted', event)).toMatchObject({ ok: true });
      expect(event).toMatchObject({ type: 'catalog.product.upserted', source: 'catalog', version: 3 });
      expect(event.key).toBe((event.data as Product)._id);
      const { maxPrice: _shownOnCards, ...product } = byId.get(event.key)!;
      // Untracked stock travels as 0 with stockTracked false, for consumers that predate tracking.
      expect(event.data).toEqual({
        ...product,
        stock: product.stock ?? 0,
        stockTracked: product.stock !== null,
      });
    }
    expect(new Set(catalog.received.map((event) => event.key)).size).toBe(everything.length);
  });

  it('when the seed runs again, then nothing changes, no event is written and admin edits stay', async () => {
    await waitFor(
      'every seeded product to reach the listener',
      () => catalog.received.length >= everything.length,
      10_000,
    );
    const edited = everything[0]!;
    const { pool } = catalog.running.service.ctx.db;
    await pool.query('UPDATE catalog.products SET price = price + 1 WHERE id = $1', [edited._id]);
    const outboxBefore = await count('outbox');
    const lostImage = everything[1]!.images[0]!.public_id;
    await rm(path.join(catalog.uploadsDir, lostImage));

    const result = await seedCatalogue(catalog.running.service.ctx, demoCatalogue(), catalog.uploadsDir);

    expect(result).toEqual({
      imagesWritten: 1,
      categoriesInserted: 0,
      productsInserted: 0,
      promotionsSeeded: false,
    });
    await access(path.join(catalog.uploadsDir, lostImage));
    expect(await count('outbox')).toBe(outboxBefore);
    expect(await count('products')).toBe(demoProducts.length);
    expect(await count('categories')).toBe(demoCategories.length);
    const after = await allProducts(catalog.url);
    expect(after.find((product) => product._id === edited._id)?.price).toBe(edited.price + 1);
    // No new outbox row and none left unsent: nothing more can reach the listener.
    await waitFor('the relay to have sent every outbox row', async () => (await unsent()) === 0);
    expect(catalog.received).toHaveLength(everything.length);
  });
});
