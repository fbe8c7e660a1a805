import { withDatabaseBefore } from '@glow/testing';
import { cartService } from '../src';

it('when migration 003 runs on kept snapshots, then a stock above 0 is tracked and a 0 is not', async () =>
  withDatabaseBefore(cartService, '003', async ({ pool, migrateAll }) => {
    await pool.query(
      `INSERT INTO cart.products (id, name, description, price, images, stock, average_rating,
         num_reviews, created_at, updated_at)
       VALUES ('counted', 'Counted', '', 100, '[]', 7, 0, 0, now(), now()),
              ('uncounted', 'Uncounted', '', 100, '[]', 0, 0, 0, now(), now())`,
    );

    await migrateAll();

    const { rows } = await pool.query('SELECT id, stock, stock_tracked FROM cart.products ORDER BY id');
    expect(rows).toEqual([
      { id: 'counted', stock: 7, stock_tracked: true },
      { id: 'uncounted', stock: 0, stock_tracked: false },
    ]);
  }));
