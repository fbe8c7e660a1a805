import { randomBytes } from 'node:crypto';
import type { Pool } from 'pg';
import { insertSyntheticProducts } from '../data/seed-repository';

/** Rows per statement: each one is its own short transaction, so the embedded PGlite stays responsive. */
const chunk = 5_000;

/**
 * Bulk-inserts `count` synthetic products for load tests (e.g. the 100,000-product listing figure).
 * They emit no events: read models elsewhere never hear of them, which a listing benchmark does not need.
 */
export async function seedSyntheticProducts(pool: Pool, count: number): Promise<number> {
  const run = randomBytes(4).toString('hex');
  let inserted = 0;
  for (let first = 1; first <= count; first += chunk) {
    inserted += await insertSyntheticProducts(pool, run, first, Math.min(count, first + chunk - 1));
  }
  await pool.query('ANALYZE catalog.products');
  return inserted;
}
