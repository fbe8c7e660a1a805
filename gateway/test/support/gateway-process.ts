import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { freePort, waitFor } from '@glow/testing';
import type { ServiceName } from '../../src/routes';
import { testKeys } from './gateway';
import { upstreamEnv } from './upstreams';

export interface GatewayProcess {
  url: string;
  /** SIGTERM, and waits for the exit: the gateway's shutdown exports the spans it still holds. */
  stop(): Promise<void>;
  /** What it printed (its JSON log lines), for a failure message. */
  output(): string;
}

const main = path.resolve(__dirname, '../../src/main.ts');
const typescriptSources = path.resolve(__dirname, 'typescript-sources.js');

/**
 * The gateway as deployed (src/main.ts: tracing first, then the server), from its sources in a
 * process of its own: there the instrumentations patch `http` as they do in production, which
 * they cannot in Jest's module loader.
 */
export async function startGatewayProcess(
  urls: Record<ServiceName, string>,
  env: NodeJS.ProcessEnv = {},
): Promise<GatewayProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [main], {
    env: {
      ...process.env,
      // The parent's NODE_OPTIONS keeps the test network guard (test/setup/block-network.js).
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --require ${JSON.stringify(typescriptSources)}`,
      HOST: '127.0.0.1',
      PORT: String(port),
      OPS_PORT: '0',
      LOG_LEVEL: 'warn',
      JWT_PUBLIC_KEY: testKeys().publicKey,
      ...upstreamEnv(urls),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => (output += chunk.toString());
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = once(child, 'exit');
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await exited;
  };
  try {
    const up = waitFor(`${main} to listen`, async () => (await fetch(`${url}/healthz`)).ok, 60_000, 100);
    const died = exited.then(([code]) => Promise.reject(new Error(`${main} exited with ${String(code)}`)));
    await Promise.race([up, died]);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n${output.slice(-4_000)}`);
  }
  return { url, stop, output: () => output };
}
