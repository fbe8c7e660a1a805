import type { Logger } from '@glow/service-kit';
import { startPgliteServer } from './pglite/pglite-server';
import { freePort } from './ports';
import { StartError } from './start-error';

export interface DatabaseChoice {
  url: string;
  /** Pool size per service; undefined leaves each service's own default. */
  poolMax?: number;
  /** The PGlite child, when the runner started one. */
  pid?: number;
  stop(): Promise<void>;
}

export interface OpenDatabaseOptions {
  env: NodeJS.ProcessEnv;
  dataDir: string;
  services: number;
  logger: Logger;
  onUnexpectedExit(error: Error): void;
}

/** Room left on the PGlite server for a psql session or two while the store runs. */
const SPARE_CONNECTIONS = 4;

function embeddedPoolMax(env: NodeJS.ProcessEnv): number {
  const value = Number(env.DATABASE_POOL_MAX || 3);
  if (!Number.isInteger(value) || value < 1)
    throw new StartError(`DATABASE_POOL_MAX=${env.DATABASE_POOL_MAX}: expected a whole number ≥ 1`);
  return value;
}

/** DATABASE_URL selects a real PostgreSQL; without it the runner starts PGlite with data on disk. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseChoice> {
  const { env, logger } = options;
  if (env.DATABASE_URL) {
    logger.info(
      { database: new URL(env.DATABASE_URL).host },
      'DATABASE_URL set: using that PostgreSQL server',
    );
    return { url: env.DATABASE_URL, stop: async () => undefined };
  }
  const poolMax = embeddedPoolMax(env);
  // Every pool, plus each outbox relay's leader connection, plus one for migrations, must fit.
  const maxConnections = options.services * (poolMax + 1) + 1 + SPARE_CONNECTIONS;
  const port = await freePort();
  logger.info(
    { dataDir: options.dataDir },
    'DATABASE_URL not set: using embedded PostgreSQL (PGlite, embedded default)',
  );
  const server = await startPgliteServer({
    dataDir: options.dataDir,
    port,
    maxConnections,
    logger,
    onUnexpectedExit: options.onUnexpectedExit,
  });
  logger.info({ pglitePid: server.pid, port, maxConnections }, 'embedded PostgreSQL (PGlite) listening');
  return { url: server.url, poolMax, pid: server.pid, stop: server.stop };
}
