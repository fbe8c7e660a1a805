import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSandbox, type PaymentSandbox, type SandboxOptions } from './sandbox-app';

export interface RunningSandbox extends PaymentSandbox {
  /** Its own loopback address: the base URL of the providers' APIs it stands in for. */
  url: string;
  stop(): Promise<void>;
}

export type StartSandboxOptions = Omit<SandboxOptions, 'publicUrl'> & {
  /** Default: any free port. */
  port?: number;
  /** Listen on every interface, as a process of its own does; default loopback only. */
  allInterfaces?: boolean;
  /** Where browsers reach it; default its own address. */
  publicUrl?: string;
};

/** The sandbox listening on a port of its own (any free one unless chosen), in this process. */
export async function startSandbox(options: StartSandboxOptions): Promise<RunningSandbox> {
  const { port = 0, allInterfaces = false, publicUrl, ...rest } = options;
  const server = http.createServer();
  if (allInterfaces) server.listen(port);
  else server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const sandbox = createSandbox({ publicUrl: publicUrl ?? url, ...rest });
  server.on('request', sandbox.app);
  return {
    ...sandbox,
    url,
    stop: async () => {
      sandbox.close();
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}
