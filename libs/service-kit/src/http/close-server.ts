import type { Server } from 'node:http';

const closing = new WeakSet<Server>();

/**
 * Lets `closeServer` end keep-alive connections as soon as their in-flight response is done.
 * Node's `server.close()` only closes connections idle at that moment; a keep-alive client
 * (the gateway's agent) would otherwise hold the stop until the grace timer forces it.
 */
export function drainOnClose(server: Server): Server {
  server.on('request', (_req, res) => {
    if (closing.has(server)) res.setHeader('connection', 'close');
    res.on('finish', () => {
      if (closing.has(server)) setImmediate(() => server.closeIdleConnections());
    });
  });
  return server;
}

/** Stops accepting, lets in-flight requests finish, and cuts whatever is left after `graceMs`. */
export async function closeServer(server: Server, graceMs: number): Promise<void> {
  if (!server.listening) return;
  closing.add(server);
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  const timer = setTimeout(() => server.closeAllConnections(), graceMs);
  await closed;
  clearTimeout(timer);
}
