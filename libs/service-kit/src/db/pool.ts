import { Pool, type PoolClient } from 'pg';
import type { Logger } from '../logger';

export type { Pool, PoolClient };

const identifier = /^[a-z_][a-z0-9_]*$/;

/**
 * Schema names go into SQL text (every statement names its schema, because the embedded
 * PGlite server shares one session, and so one search_path, across all connections).
 */
export function assertSchemaName(schema: string): string {
  if (!identifier.test(schema)) throw new Error(`invalid schema name: ${schema}`);
  return schema;
}

export function createPool(url: string, max: number, logger: Logger): Pool {
  const pool = new Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: 3_000,
    idleTimeoutMillis: 30_000,
    // A connection that silently stops answering must fail the request (503), not hang it.
    query_timeout: 15_000,
  });
  // An idle client dies when PostgreSQL restarts; the pool replaces it, so this is not fatal.
  pool.on('error', (error) => logger.warn({ err: error }, 'idle database connection lost'));
  return pool;
}

export async function isDatabaseReachable(pool: Pool): Promise<boolean> {
  try {
    await pool.query('SELECT 1');
    return true;
  } catch {
    return false;
  }
}
