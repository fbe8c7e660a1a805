import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, openSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { gatewayNodeOptions } from '@glow/gateway';
import { waitFor } from '@glow/testing';
import { serviceUrlVariable, services } from '@glow/topology';

export const repoRoot = path.resolve(__dirname, '..', '..', '..');

/**
 * Whose builds the deployables are: this checkout, or another one (`BENCH_BUILD_ROOT`, e.g. a
 * `git worktree` of an earlier commit, built) to measure before and after in one sitting.
 */
const buildRoot = process.env.BENCH_BUILD_ROOT ? path.resolve(process.env.BENCH_BUILD_ROOT) : repoRoot;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const children = new Set<ChildProcess>();
let exitHooked = false;

/** Kills `child` if the bench itself exits first (one exit listener for every child). */
export function killOnExit(child: ChildProcess): void {
  children.add(child);
  child.once('exit', () => children.delete(child));
  if (exitHooked) return;
  exitHooked = true;
  process.once('exit', () => {
    for (const running of children) running.kill('SIGKILL');
  });
}

export interface Deployable {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** Runs a built deployable (`<dir>/dist/main.js`) as its own process, as production does. */
export function runDeployable(dir: string, env: Record<string, string>, port?: number): Promise<Deployable> {
  return runDeployableFrom(buildRoot, dir, env, port);
}

/** `runDeployable` of the build in `root` (a worktree of a released commit, built). */
export function runDeployableFrom(
  root: string,
  dir: string,
  env: Record<string, string>,
  port?: number,
): Promise<Deployable> {
  return runScript(path.join(root, dir, 'dist', 'main.js'), env, `${dir} to be ready`, '/healthz', port);
}

/**
 * BENCH_LOG_DIR: each process's log lines (stdout, warn and above) go to `<deployable>.log` there,
 * appended across restarts; otherwise they are dropped.
 */
function logFile(script: string): 'ignore' | number {
  const dir = process.env.BENCH_LOG_DIR;
  if (!dir) return 'ignore';
  mkdirSync(dir, { recursive: true });
  // …/services/payment-sandbox/dist/main.js → payment-sandbox; …/gateway/dist/main.js → gateway.
  const parts = path.dirname(script).split(path.sep);
  const dist = parts.lastIndexOf('dist');
  const name = [parts[dist - 1], ...parts.slice(dist + 1)].join('-');
  return openSync(path.join(dir, `${name}.log`), 'a');
}

/** Runs a Node script as its own process on a free port, ready once `readyPath` answers 2xx. */
export async function runScript(
  script: string,
  env: Record<string, string>,
  what: string,
  readyPath: string,
  /** Default: any free port. */
  chosenPort?: number,
): Promise<Deployable> {
  const port = chosenPort ?? (await freePort());
  // BENCH_CPU_PROFILE_DIR: each process writes a V8 CPU profile there when it stops (for where the time goes).
  const profiling = process.env.BENCH_CPU_PROFILE_DIR
    ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROFILE_DIR)}`]
    : [];
  const child = spawn(process.execPath, [...profiling, script], {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', logFile(script), 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  killOnExit(child);
  const url = `http://127.0.0.1:${port}`;
  await waitFor(what, async () => (await fetch(`${url}${readyPath}`)).ok, 60_000, 100);
  return {
    url,
    process: child,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** High enough that no bench run reaches it: a limiter's 429s are not the figure being measured. */
export const unlimited = '100000000';

/**
 * The gateway as its own process, its API rate limit out of the way. Upstreams not given in
 * `env` (`CATALOG_SERVICE_URL`, …) point at the discard port: the scenario does not call them.
 */
export function runGateway(env: Record<string, string>, port?: number): Promise<Deployable> {
  const unused = Object.fromEntries(
    services.map((service) => [serviceUrlVariable(service.name), 'http://127.0.0.1:9']),
  );
  // As the gateway's image runs it (gateway/src/node-options.ts), beside any options of the bench's own.
  const nodeOptions = `${process.env.NODE_OPTIONS ?? ''} ${gatewayNodeOptions}`.trim();
  return runDeployable(
    'gateway',
    { ...unused, RATE_LIMIT_PER_MINUTE: unlimited, OPS_PORT: '0', NODE_OPTIONS: nodeOptions, ...env },
    port,
  );
}
