import net from 'node:net';
import { freePort } from '../processes';

/**
 * A TCP forwarder in front of an engine (PostgreSQL, Redis) that can cut the path: every open
 * connection is reset and new ones are refused until it is restored — what the services see when the
 * engine restarts or the network between them fails. The engines on this machine are shared with
 * other work, so the bench cuts the path instead of restarting them.
 */
export interface TcpSwitch {
  /** `host:port` the services connect to. */
  address: string;
  port: number;
  cut(): void;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpSwitch(targetHost: string, targetPort: number): Promise<TcpSwitch> {
  const port = await freePort();
  const open = new Set<net.Socket>();
  const serve = (client: net.Socket) => {
    const upstream = net.connect(targetPort, targetHost);
    open.add(client);
    open.add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    client.pipe(upstream).pipe(client);
  };
  let server = net.createServer(serve);
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
  await listen();
  return {
    address: `127.0.0.1:${port}`,
    port,
    cut() {
      server.close();
      for (const socket of open) socket.resetAndDestroy();
      open.clear();
    },
    async restore() {
      server = net.createServer(serve);
      await listen();
    },
    async close() {
      for (const socket of open) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
