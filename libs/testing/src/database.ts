import { randomBytes } from 'node:crypto';
import { Client, Pool } from 'pg';
import { postgresAdminUrl } from './engines';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

async function admin<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: await postgresAdminUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A new, empty database on the real PostgreSQL, dropped (with its connections) afterwards. */
export async function createTestDatabase(prefix = 'glow_test'): Promise<TestDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await admin(async (client) => {
    await client.query(`CREATE DATABASE ${name}`);
    // A commit need not wait for its WAL to reach the disk (1.8 ms a commit here, 0.1 without): only
    // a crash of PostgreSQL itself could lose one, and no test crashes the shared server.
    await client.query(`ALTER DATABASE ${name} SET synchronous_commit = off`);
  });
  const url = new URL(await postgresAdminUrl());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      admin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}

/**
 * A pg pool for a test's own queries. `drop()` ends the database's sessions with FORCE, which
 * can reach connections an ended pool is still closing; without a listener that surfaces as an
 * unhandled 'error' in whatever test runs next in the worker.
 */
export function testPool(url: string, max = 4): Pool {
  const pool = new Pool({ connectionString: url, max });
  pool.on('error', () => undefined);
  return pool;
}
