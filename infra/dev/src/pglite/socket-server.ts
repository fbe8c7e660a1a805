import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketHandler, type PGLiteSocketHandlerOptions } from '@electric-sql/pglite-socket';
import { SessionQueue } from './session-queue';

export interface SocketServerOptions {
  port: number;
  maxConnections: number;
  host?: string;
  /** See SessionQueueOptions; default 60 s. */
  idleInTransactionMs?: number;
  /** Told when a connection is ended for idling in a transaction. */
  onIdleInTransaction?(): void;
}

export interface RunningSocketServer {
  port: number;
  /** Stops listening and ends every connection, rolling back an open transaction. */
  close(): Promise<void>;
}

/** A FATAL ErrorResponse, so a client shows the reason instead of a reset connection. */
function fatal(code: string, message: string): Buffer {
  const fields = Buffer.from(`SFATAL\0C${code}\0M${message}\0\0`);
  const header = Buffer.alloc(5);
  header.write('E', 0);
  header.writeInt32BE(4 + fields.length, 1);
  return Buffer.concat([header, fields]);
}

/** Serves one PGlite over the Postgres wire protocol: pglite-socket's connection handler, our queue. */
export function listenPglite(db: PGlite, options: SocketServerOptions): Promise<RunningSocketServer> {
  const handlers = new Map<PGLiteSocketHandler, net.Socket>();
  const idleInTransactionMs = options.idleInTransactionMs ?? 60_000;
  const endIdle = (handlerId: number) => {
    const [handler, socket] = [...handlers].find(([candidate]) => candidate.handlerId === handlerId) ?? [];
    if (!handler || !socket) return;
    options.onIdleInTransaction?.();
    handlers.delete(handler);
    socket.write(
      fatal('25P03', `terminating connection: idle in a transaction for ${idleInTransactionMs} ms`),
    );
    void handler.detach(true);
  };
  const queue = new SessionQueue(db, { idleInTransactionMs, onIdleInTransaction: endIdle });
  const queryQueue = queue as unknown as PGLiteSocketHandlerOptions['queryQueue'];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    if (handlers.size >= options.maxConnections) {
      socket.end(
        fatal('53300', `too many connections to the embedded database (max ${options.maxConnections})`),
      );
      return;
    }
    const handler = new PGLiteSocketHandler({ queryQueue, closeOnDetach: true });
    handlers.set(handler, socket);
    handler.addEventListener('close', () => handlers.delete(handler));
    handler.addEventListener('error', () => handlers.delete(handler));
    handler.attach(socket).catch(() => socket.destroy());
  });
  const close = async () => {
    const closed = new Promise((resolve) => server.close(resolve));
    await Promise.all([...handlers.keys()].map((handler) => handler.detach(true)));
    // A refused client may never close its side; server.close() would wait for it forever.
    for (const socket of sockets) socket.destroy();
    await closed;
  };
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => {
      server.off('error', reject);
      resolve({ port: (server.address() as AddressInfo).port, close });
    });
  });
}
