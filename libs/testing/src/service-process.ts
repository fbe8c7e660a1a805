import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { waitFor } from './wait-for';

/** A built service running in a process of its own, which a test can kill like a crash would. */
export interface ServiceProcess {
  url: string;
  /** SIGKILL: no shutdown hook runs, open transactions and uncommitted offsets are simply lost. */
  kill(): Promise<void>;
  /** What the service printed (its JSON log lines), for a failure message. */
  output(): string;
}

/** A port nothing listens on now (for a server started later, e.g. a mock the caller is pointed at first). */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/**
 * Runs `node <entry>` (a service's built main.js) on a free port with `env`, and resolves once its
 * /readyz answers 200 (database migrated, consumers joined).
 */
export async function startServiceProcess(
  entry: string,
  env: Record<string, string>,
  readyWithinMs = 60_000,
): Promise<ServiceProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [entry], {
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => (output += chunk.toString());
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const exited = once(child, 'exit');
  const url = `http://127.0.0.1:${port}`;
  const kill = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGKILL');
    await exited;
  };
  try {
    const ready = waitFor(
      `${entry} to be ready`,
      async () => (await fetch(`${url}/readyz`)).status === 200,
      readyWithinMs,
      100,
    );
    const died = exited.then(([code]) => Promise.reject(new Error(`${entry} exited with ${String(code)}`)));
    await Promise.race([ready, died]);
  } catch (error) {
    await kill();
    throw new Error(`${(error as Error).message}\n${output.slice(-4_000)}`);
  }
  return { url, kill, output: () => output };
}
