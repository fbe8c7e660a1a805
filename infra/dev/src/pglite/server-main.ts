/*
 * The embedded PostgreSQL: PGlite behind a Postgres wire-protocol socket, run by the runner as a
 * child process. Usage: node server-main.js -p PORT -m MAX_CONNECTIONS -d DATA_DIR
 *                       node server-main.js --init -d DATA_DIR   (create the database and exit)
 */
import net from 'node:net';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketHandler, type PGLiteSocketHandlerOptions } from '@electric-sql/pglite-socket';
import { SessionQueue } from './session-queue';

const { values } = parseArgs({
  options: {
    port: { type: 'string', short: 'p', default: '5432' },
    'max-connections': { type: 'string', short: 'm', default: '20' },
    db: { type: 'string', short: 'd' },
    init: { type: 'boolean', default: false },
  },
});

/** A FATAL ErrorResponse, so a client shows the reason instead of a reset connection. */
function fatal(code: string, message: string): Buffer {
  const fields = Buffer.from(`SFATAL\0C${code}\0M${message}\0\0`);
  const header = Buffer.alloc(5);
  header.write('E', 0);
  header.writeInt32BE(4 + fields.length, 1);
  return Buffer.concat([header, fields]);
}

async function main(): Promise<void> {
  if (!values.db) throw new Error('-d DATA_DIR is required');
  const maxConnections = Number(values['max-connections']);
  const db = new PGlite(values.db);
  await db.waitReady;
  if (values.init) {
    await db.close();
    process.exit(0);
  }
  const queue = new SessionQueue(db);
  const handlers = new Set<PGLiteSocketHandler>();

  const server = net.createServer((socket) => {
    if (handlers.size >= maxConnections) {
      socket.end(fatal('53300', `too many connections to the embedded database (max ${maxConnections})`));
      return;
    }
    const queryQueue = queue as unknown as PGLiteSocketHandlerOptions['queryQueue'];
    const handler = new PGLiteSocketHandler({ queryQueue, closeOnDetach: true });
    handlers.add(handler);
    handler.addEventListener('close', () => handlers.delete(handler));
    handler.addEventListener('error', () => handlers.delete(handler));
    handler.attach(socket).catch(() => socket.destroy());
  });
  server.listen(Number(values.port), '127.0.0.1', () => {
    console.log(`PGlite listening on 127.0.0.1:${values.port} (data ${values.db})`);
  });

  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    server.close();
    await Promise.all([...handlers].map((handler) => handler.detach(true)));
    await db.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown());
  process.on('SIGINT', () => void shutdown());
  // The runner holds an IPC channel: when it dies without stopping us (SIGKILL), we stop too.
  process.on('disconnect', () => void shutdown());
}

main().catch((error: Error) => {
  console.error(`PGlite could not start: ${error.message}`);
  process.exit(1);
});
