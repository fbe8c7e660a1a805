import net from 'node:net';
import { StartError } from './start-error';

function listenOnce(port: number, host?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen({ port, host, exclusive: true }, () => {
      const address = server.address() as net.AddressInfo;
      server.close(() => resolve(address.port));
    });
  });
}

/** A port the OS says is free right now, on the loopback interface. */
export function freePort(): Promise<number> {
  return listenOnce(0, '127.0.0.1');
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
