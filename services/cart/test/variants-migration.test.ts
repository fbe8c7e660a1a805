import { withDatabaseBefore } from '@glow/testing';
import { cartService } from '../src';

it('when migration 005 runs on kept products and lines, then each product has its default variant and each line holds it', async () =>
  withDatabaseBefore(cartService, '005', async ({ pool, migrateAll }) => {
    await pool.query(
      `INSERT INTO cart.products (id, name, description, price, discount_price, images, stock, stock_tracked,
         average_rating, num_reviews, created_at, updated_at)
       VALUES ('counted', 'Counted', '', 100, 90, '[]', 7, true, 0, 0, now(), now()),
              ('uncounted', 'Uncounted', '', 200, NULL, '[]', 0, false, 0, 0, now(), now())`,
    );
    await pool.query(
      `INSERT INTO cart.cart_lines (user_id, product_id, quantity) VALUES ('ada', 'counted', 2)`,
    );

    await migrateAll();

    const { rows: variants } = await pool.query(
      'SELECT id, product_id, sku, options, price::text, discount_price::text, stock FROM cart.product_variants ORDER BY id',
    );
    expect(variants).toEqual([
      {
        id: 'counted',
        product_id: 'counted',
        sku: null,
        options: {},
        price: '100.00',
        discount_price: '90.00',
        stock: 7,
      },
      {
        id: 'uncounted',
        product_id: 'uncounted',
        sku: null,
        options: {},
        price: '200.00',
        discount_price: null,
        stock: null,
      },
    ]);
    const { rows: lines } = await pool.query(
      'SELECT user_id, product_id, variant_id, quantity FROM cart.cart_lines',
    );
    expect(lines).toEqual([{ user_id: 'ada', product_id: 'counted', variant_id: 'counted', quantity: 2 }]);
  }));
