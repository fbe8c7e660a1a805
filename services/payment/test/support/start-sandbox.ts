import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSandbox, type PaymentSandbox, type SandboxOptions } from '../../src/sandbox';

export const sandboxSecrets = {
  flutterwaveHash: 'sandbox-hash',
  flutterwaveSecretKey: 'FLWSECK_TEST-sandbox',
  paystackSecret: 'sk_test_sandbox',
};

export interface RunningSandbox extends PaymentSandbox {
  url: string;
  stop(): Promise<void>;
}

/** The sandbox on a free loopback port, its public URL being that port unless `publicUrl` says otherwise. */
export async function startSandbox(
  options: Pick<SandboxOptions, 'webhookTargets' | 'webhookRetryDelaysMs' | 'onWebhookGiveUp'> &
    Partial<Pick<SandboxOptions, 'publicUrl'>>,
): Promise<RunningSandbox> {
  const server = http.createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const sandbox = createSandbox({ publicUrl: url, ...sandboxSecrets, ...options });
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
