import type { Pool, PoolClient } from 'pg';

/**
 * Lends `work` a pooled client. pg emits 'error' on a checked-out client whose connection
 * dies (PostgreSQL restarted, network cut) and the pool listens only on idle ones, so without
 * this listener an outage would crash the process instead of failing the request. A client
 * that saw such an error is destroyed on release, never handed out again.
 */
export async function withClient<T>(pool: Pool, work: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  const onError = (error: Error) => (broken = error);
  client.on('error', onError);
  try {
    return await work(client);
  } finally {
    client.off('error', onError);
    client.release(broken);
  }
}
