/*
 * The embedded PostgreSQL, run by the runner as a child process:
 *   node server-main.js -p PORT -m MAX_CONNECTIONS -d DATA_DIR   serve (prints a "listening" line)
 *     [--idle-in-transaction-ms N]   end a connection idle in a transaction while others wait (60 s)
 *   node server-main.js --init -d DATA_DIR                       create the database and exit
 */
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { engineSettingArgs } from './engine-settings';
import { listenPglite } from './socket-server';

const { values } = parseArgs({
  options: {
    port: { type: 'string', short: 'p', default: '5432' },
    'max-connections': { type: 'string', short: 'm', default: '20' },
    db: { type: 'string', short: 'd' },
    init: { type: 'boolean', default: false },
    'idle-in-transaction-ms': { type: 'string', default: '60000' },
  },
});

async function main(): Promise<void> {
  if (!values.db) throw new Error('-d DATA_DIR is required');
  const db = new PGlite(values.db, {
    // PGlite's own start parameters, then ours (a later `-c` wins).
    startParams: [...PGlite.defaultStartParams, ...engineSettingArgs()],
  });
  await db.waitReady;
  if (values.init) {
    await db.close();
    process.exit(0);
  }
  const idleInTransactionMs = Number(values['idle-in-transaction-ms']);
  const server = await listenPglite(db, {
    port: Number(values.port),
    maxConnections: Number(values['max-connections']),
    idleInTransactionMs,
    onIdleInTransaction: () =>
      process.stderr.write(
        `ended a connection idle in a transaction for ${idleInTransactionMs / 1000} s while others waited\n`,
      ),
  });
  process.stdout.write(`PGlite listening on 127.0.0.1:${server.port} (data ${values.db})\n`);

  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    await server.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown());
  process.on('SIGINT', () => void shutdown());
  // The runner holds an IPC channel: when it dies without stopping us (SIGKILL), we stop too.
  process.on('disconnect', () => void shutdown());
}

main().catch((error: Error) => {
  process.stderr.write(`PGlite could not start: ${error.message}\n`);
  process.exit(1);
});
