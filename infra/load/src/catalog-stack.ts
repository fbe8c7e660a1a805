import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { seedSyntheticProducts } from '@glow/catalog';
import { createTestDatabase, createTestKeys, testPool } from '@glow/testing';
import { runDeployable, runGateway, type Deployable } from './processes';

export interface CatalogStack {
  /** Every catalog instance, all on the one database. */
  catalogs: Deployable[];
  /** The gateway in front of the first instance. */
  gateway: Deployable;
  databaseUrl: string;
  products: number;
  stop(): Promise<void>;
}

async function topUp(databaseUrl: string, products: number): Promise<number> {
  const pool = testPool(databaseUrl);
  const count = async () =>
    (await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM catalog.products')).rows[0]!.n;
  try {
    const missing = products - (await count());
    if (missing > 0) await seedSyntheticProducts(pool, missing);
    // What autovacuum does soon after a bulk insert, done before measuring rather than during it:
    // the visibility map lets counts read the index alone.
    await pool.query('VACUUM (ANALYZE) catalog.products');
    return await count();
  } finally {
    await pool.end();
  }
}

/**
 * Catalog instances and the gateway, each its own process as deployed, on a fresh database of
 * the real PostgreSQL holding the demo catalogue topped up with synthetic products to `products`.
 */
export async function startCatalogStack(products: number, instances = 1): Promise<CatalogStack> {
  const database = await createTestDatabase('glow_bench');
  const keys = createTestKeys();
  const uploads = await mkdtemp(path.join(os.tmpdir(), 'glow-bench-uploads-'));
  const env = { JWT_PUBLIC_KEY: keys.publicKey, DATABASE_URL: database.url, UPLOADS_DIR: uploads };
  const catalogs = [await runDeployable('services/catalog', { ...env, SEED_DEMO: 'true' })];
  const total = await topUp(database.url, products);
  while (catalogs.length < instances) {
    catalogs.push(await runDeployable('services/catalog', { ...env, SEED_DEMO: 'false' }));
  }
  const gateway = await runGateway({ JWT_PUBLIC_KEY: keys.publicKey, CATALOG_SERVICE_URL: catalogs[0]!.url });
  return {
    catalogs,
    gateway,
    databaseUrl: database.url,
    products: total,
    stop: async () => {
      await gateway.stop();
      await Promise.all(catalogs.map((catalog) => catalog.stop()));
      await database.drop();
      await rm(uploads, { recursive: true, force: true });
    },
  };
}
