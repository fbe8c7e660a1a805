import { withDatabaseBefore } from '@glow/testing';
import { catalogService } from '../src';

it('when migration 012 runs on a catalogue, then every product keeps its price and stock as its default variant, numbered in the order added, and held units name it', async () =>
  withDatabaseBefore(catalogService, '012', async ({ pool, migrateAll }) => {
    const { rows: products } = await pool.query<{ id: string }>(
      `INSERT INTO catalog.products (name, price, discount_price, stock, created_at)
       VALUES ('Older Serum', 9000, 7500, 4, now() - interval '2 days'),
              ('Newer Soap', 1200, NULL, NULL, now() - interval '1 day')
       RETURNING id`,
    );
    const [serum, soap] = products.map((row) => row.id);
    await pool.query(
      `INSERT INTO catalog.stock_reservations (order_id, product_id, quantity, hold, state)
       VALUES ('order-1', $1, 2, 1, 'held')`,
      [serum],
    );

    await migrateAll();

    const { rows: variants } = await pool.query(
      `SELECT id, product_id, sku, options, price::text, discount_price::text, stock, image_ids
       FROM catalog.product_variants ORDER BY sku`,
    );
    expect(variants).toEqual([
      {
        id: serum,
        product_id: serum,
        sku: 'GLOW-000001',
        options: {},
        price: '9000.00',
        discount_price: '7500.00',
        stock: 4,
        image_ids: [],
      },
      {
        id: soap,
        product_id: soap,
        sku: 'GLOW-000002',
        options: {},
        price: '1200.00',
        discount_price: null,
        stock: null,
        image_ids: [],
      },
    ]);
    const { rows: summary } = await pool.query(
      `SELECT id, price::text, discount_price::text, stock, display_price_max::text, options
       FROM catalog.products ORDER BY created_at`,
    );
    expect(summary).toEqual([
      {
        id: serum,
        price: '9000.00',
        discount_price: '7500.00',
        stock: 4,
        display_price_max: '7500.00',
        options: [],
      },
      {
        id: soap,
        price: '1200.00',
        discount_price: null,
        stock: null,
        display_price_max: '1200.00',
        options: [],
      },
    ]);
    const { rows: held } = await pool.query(
      'SELECT order_id, product_id, variant_id FROM catalog.stock_reservations',
    );
    expect(held).toEqual([{ order_id: 'order-1', product_id: serum, variant_id: serum }]);

    // A product added after the migration is born with its default variant, numbered next.
    await pool.query(`INSERT INTO catalog.products (name, price, stock) VALUES ('Newest Oil', 3000, 6)`);
    const { rows: newest } = await pool.query(
      `SELECT v.sku, v.stock, p.display_price_max::text FROM catalog.product_variants v
       JOIN catalog.products p ON p.id = v.product_id WHERE p.name = 'Newest Oil'`,
    );
    expect(newest).toEqual([{ sku: 'GLOW-000003', stock: 6, display_price_max: '3000.00' }]);
  }));
