import net, { type AddressInfo, type Server, type Socket } from 'node:net';

export interface TcpProxy {
  /** Port on 127.0.0.1 that forwards to the target. */
  port: number;
  /** Rewrites a URL's host and port to go through the proxy. */
  urlThrough(url: string): string;
  /** The engine "goes away": every open connection is destroyed and new ones are refused. */
  cut(): Promise<void>;
  /**
   * A black hole: open connections stay open but nothing passes any more, as when a host
   * vanishes without closing its sockets (no FIN, no RST). New connections are refused.
   */
  freeze(): Promise<void>;
  /** The engine is back on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

function closeListener(server: Server): Promise<void> {
  return new Promise((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));
}

/** A TCP forwarder for fault tests: put it between a service and PostgreSQL (or any engine) and cut it. */
export async function startTcpProxy(targetPort = 5432, targetHost = '127.0.0.1'): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  const pairs = new Set<[Socket, Socket]>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  };
  const server = net.createServer((inbound) => {
    const outbound = net.connect(targetPort, targetHost);
    track(inbound);
    track(outbound);
    inbound.on('error', () => outbound.destroy());
    outbound.on('error', () => inbound.destroy());
    inbound.on('close', () => outbound.destroy());
    outbound.on('close', () => inbound.destroy());
    const pair: [Socket, Socket] = [inbound, outbound];
    pairs.add(pair);
    inbound.on('close', () => pairs.delete(pair));
    inbound.pipe(outbound);
    outbound.pipe(inbound);
  });
  const port = await listen(server, 0);

  return {
    port,
    urlThrough(url) {
      const through = new URL(url);
      through.hostname = '127.0.0.1';
      through.port = String(port);
      return through.toString();
    },
    async cut() {
      const closed = closeListener(server);
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    async freeze() {
      // Stops listening at once; close()'s callback would wait for the frozen connections.
      if (server.listening) server.close();
      for (const [inbound, outbound] of pairs) {
        inbound.unpipe(outbound);
        outbound.unpipe(inbound);
        inbound.pause();
        outbound.pause();
      }
    },
    async restore() {
      if (!server.listening) await listen(server, port);
    },
    async close() {
      const closed = closeListener(server);
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}
