import { access, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { checkEvent, type Product } from '@glow/contracts';
import { demoCatalogue, loadDemoCatalogue } from '@glow/demo-catalogue';
import { waitFor } from '@glow/testing';
import { seedCatalogue } from '../src';
import { allProducts, getJson, startCatalog, type CatalogUnderTest } from './support/start-catalog';

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

  const productById = async (id: string) =>
    (await getJson<Product>(`${catalog.url}/api/products/${id}`)).body;
  const seededNamed = (name: string) => productById(everything.find((product) => product.name === name)!._id);

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
    for (const event of catalog.received) {
      expect(checkEvent('catalog.product.upserted', event)).toMatchObject({ ok: true });
      expect(event).toMatchObject({ type: 'catalog.product.upserted', source: 'catalog', version: 3 });
      expect(event.key).toBe((event.data as Product)._id);
      // As the product's own answer, variants included; the price range and beauty attributes are not part of the topic.
      const {
        maxPrice: _shownOnCards,
        brand: _brand,
        skinTypes: _skinTypes,
        concerns: _concerns,
        ingredients: _ingredients,
        howToUse: _howToUse,
        size: _size,
        nafdacNumber: _nafdacNumber,
        ...product
      } = await productById(event.key);
      // Untracked stock travels as 0 with stockTracked false, for consumers that predate tracking.
      expect(event.data).toEqual({
        ...product,
        stock: product.stock ?? 0,
        stockTracked: product.stock !== null,
      });
    }
    expect(new Set(catalog.received.map((event) => event.key)).size).toBe(everything.length);
  });

  it('when seeded, then the shades once sold as products of their own are variants of one product, with their prices, stock and pictures', async () => {
    const foundation = await seededNamed('Full Coverage Foundation 30ml');
    const polish = await seededNamed('Gel-Effect Nail Polish 12ml');
    const crayon = await seededNamed('Matte Lip Crayon');

    expect(foundation.options).toEqual([
      {
        name: 'Shade',
        values: [
          { value: 'Mahogany', swatch: expect.stringMatching(/^#[0-9a-f]{6}$/) },
          { value: 'Espresso', swatch: expect.stringMatching(/^#[0-9a-f]{6}$/) },
        ],
      },
    ]);
    const sold = (product: Product) =>
      product.variants!.map(({ sku, options, price, discountPrice, stock }) => ({
        sku,
        options,
        price,
        discountPrice,
        stock,
      }));
    expect([...sold(foundation), ...sold(polish), ...sold(crayon)]).toEqual([
      {
        sku: 'FULL-COVERAGE-FOUNDATION-MAHOGANY',
        options: { Shade: 'Mahogany' },
        price: 15500,
        discountPrice: null,
        stock: 6,
      },
      {
        sku: 'FULL-COVERAGE-FOUNDATION-ESPRESSO',
        options: { Shade: 'Espresso' },
        price: 15500,
        discountPrice: null,
        stock: null,
      },
      {
        sku: 'GEL-EFFECT-NAIL-POLISH-RUBY-RED',
        options: { Shade: 'Ruby Red' },
        price: 2500,
        discountPrice: null,
        stock: null,
      },
      {
        sku: 'GEL-EFFECT-NAIL-POLISH-ANKARA-ORANGE',
        options: { Shade: 'Ankara Orange' },
        price: 2500,
        discountPrice: 2000,
        stock: null,
      },
      {
        sku: 'GEL-EFFECT-NAIL-POLISH-NUDE-CARAMEL',
        options: { Shade: 'Nude Caramel' },
        price: 2500,
        discountPrice: null,
        stock: 0,
      },
      {
        sku: 'MATTE-LIP-CRAYON-CHESTNUT',
        options: { Shade: 'Chestnut' },
        price: 3500,
        discountPrice: null,
        stock: null,
      },
      {
        sku: 'MATTE-LIP-CRAYON-BERRY-WINE',
        options: { Shade: 'Berry Wine' },
        price: 3500,
        discountPrice: 2800,
        stock: null,
      },
    ]);
    // The summary: the cheapest shade's prices, and stock untracked while any shade is.
    expect(foundation).toMatchObject({ price: 15500, discountPrice: null, stock: null, maxPrice: 15500 });
    expect(polish).toMatchObject({ price: 2500, discountPrice: 2000, stock: null, maxPrice: 2500 });

    for (const product of [foundation, polish, crayon]) {
      const own = product.variants!.map((variant) => variant.images.map((image) => image.public_id));
      const formerSlugs = product.variants!.map((variant) => variant.sku.toLowerCase());
      // Each shade shows the 1–3 pictures it had as a product of its own.
      own.forEach((ids, index) => {
        expect(ids.length).toBeGreaterThanOrEqual(1);
        expect(ids.every((id) => id.startsWith(`demo-${formerSlugs[index]}-`))).toBe(true);
      });
      expect(own.flat()).toEqual(product.images.map((image) => image.public_id));
    }
    for (const name of ['Matte Lip Crayon – Chestnut', 'Full Coverage Foundation – Espresso 30ml'])
      expect(everything.map((product) => product.name)).not.toContain(name);
  });

  it('when seeded, then products without options keep their one default variant, numbered by the catalog', async () => {
    const serum = await seededNamed('Vitamin C Brightening Serum 30ml');
    expect(serum.options).toEqual([]);
    expect(serum.variants).toEqual([
      {
        _id: serum._id,
        sku: expect.stringMatching(/^GLOW-\d{6}$/),
        options: {},
        price: 12500,
        discountPrice: 10000,
        stock: null,
        images: [],
      },
    ]);
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
    const variantsBefore = await count('product_variants');
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
    expect(await count('product_variants')).toBe(variantsBefore);
    expect(await count('categories')).toBe(demoCategories.length);
    const after = await allProducts(catalog.url);
    expect(after.find((product) => product._id === edited._id)?.price).toBe(edited.price + 1);
    // No new outbox row and none left unsent: nothing more can reach the listener.
    await waitFor('the relay to have sent every outbox row', async () => (await unsent()) === 0);
    expect(catalog.received).toHaveLength(everything.length);
  });

  it('when the shop was seeded before the shades were grouped, then it keeps its per-shade products and gets no grouped one beside them', async () => {
    const { pool } = catalog.running.service.ctx.db;
    const crayon = everything.find((product) => product.name === 'Matte Lip Crayon')!;
    await pool.query('DELETE FROM catalog.products WHERE id = $1', [crayon._id]);
    await pool.query(
      `INSERT INTO catalog.products (slug, name, description, price, category_id)
       SELECT 'matte-lip-crayon-chestnut', 'Matte Lip Crayon – Chestnut', 'As seeded before', 3500, category_id
       FROM catalog.products LIMIT 1`,
    );
    const outboxBefore = await count('outbox');

    const before = await seedCatalogue(catalog.running.service.ctx, demoCatalogue(), catalog.uploadsDir);
    expect(before.productsInserted).toBe(0);
    expect(await count('outbox')).toBe(outboxBefore);

    await pool.query(`DELETE FROM catalog.products WHERE slug = 'matte-lip-crayon-chestnut'`);
    const after = await seedCatalogue(catalog.running.service.ctx, demoCatalogue(), catalog.uploadsDir);
    expect(after.productsInserted).toBe(1);
    const { rows } = await pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM catalog.product_variants v JOIN catalog.products p ON p.id = v.product_id
       WHERE p.slug = 'matte-lip-crayon'`,
    );
    expect(rows[0]!.n).toBe(2);
  });
});
