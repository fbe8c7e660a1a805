import net from 'node:net';
import { StartError } from './start-error';

/** A listening server on the port (0: any free one); the caller closes it. */
function hold(port: number, host?: string): Promise<net.Server> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen({ port, host, exclusive: true }, () => resolve(server));
  });
}

async function release(server: net.Server): Promise<number> {
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function listenOnce(port: number, host?: string): Promise<number> {
  return release(await hold(port, host));
}

/** A port the OS says is free right now, on the loopback interface. */
export function freePort(): Promise<number> {
  return listenOnce(0, '127.0.0.1');
}

/** A distinct free loopback port for each name: each is held until all are found, so none repeats. */
export async function freePortsFor<N extends string>(names: readonly N[]): Promise<Record<N, number>> {
  const servers = await Promise.all(names.map(() => hold(0, '127.0.0.1')));
  const ports = await Promise.all(servers.map(release));
  return Object.fromEntries(names.map((name, index) => [name, ports[index]!])) as Record<N, number>;
}

/** Fails early with a message naming the variable, before anything else has started. */
export async function assertPortFree(port: number, variable: string): Promise<void> {
  try {
    await listenOnce(port);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE' || code === 'EACCES') {
      throw new StartError(
        `${variable}=${port}: the port is ${code === 'EACCES' ? 'not allowed' : 'already in use'}; choose another one, e.g. ${variable}=8081 npm start`,
      );
    }
    throw error;
  }
}
