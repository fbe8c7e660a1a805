import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from './free-port';
import { artifactsDir, builtFiles, repoRoot } from './paths';

export interface StartStackOptions {
  /** Added to the runner's environment (e.g. `EXCHANGE_RATES_URL`). */
  env?: NodeJS.ProcessEnv;
  /** Default: a fresh temporary folder, removed by `stop()`. */
  dataDir?: string;
  startTimeoutMs?: number;
}

export interface Stack {
  /** The gateway, e.g. `http://127.0.0.1:41234` (the browser resolves no host names). */
  url: string;
  dataDir: string;
  adminEmail: string;
  /** The embedded PostgreSQL (PGlite) the runner started. */
  databaseUrl: string;
  logFile: string;
  stop(): Promise<void>;
}

/** Variables that would point the runner away from its embedded defaults or at another folder. */
const ownedByTheHarness = [
  'PORT',
  'OPS_PORT',
  'GLOW_DATA_DIR',
  'DATABASE_URL',
  'KAFKA_BROKERS',
  'REDIS_URL',
  'NODE_ENV',
  // The tests read the mail from `<GLOW_DATA_DIR>/mail`.
  'SMTP_URL',
  'MAIL_DIR',
];

function assertBuilt(): void {
  const missing = builtFiles.filter((file) => !existsSync(path.join(repoRoot, file)));
  if (missing.length === 0) return;
  throw new Error(
    `The browser tests run the built stack, but ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} ` +
      'missing: run `npm run build && npm run build:web` first (the root `npm test` does both before Jest).',
  );
}

function runnerEnv(port: number, dataDir: string, extra: NodeJS.ProcessEnv | undefined): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ownedByTheHarness) delete env[name];
  // Links the services build (mail links, the payment sandbox's scripts) name the address the
  // test Chromium opens: it resolves no host names, so 127.0.0.1 rather than the runner's localhost.
  const shopUrl = `http://127.0.0.1:${port}`;
  // The request lines stay in the stack's output (e2e/artifacts/stack.log), as before the runner kept
  // them in its data folder's log only.
  const logLevel = env.LOG_LEVEL ?? 'info';
  return {
    ...env,
    LOG_LEVEL: logLevel,
    SHOP_URL: shopUrl,
    ...extra,
    PORT: String(port),
    GLOW_DATA_DIR: dataDir,
  };
}

interface Facts {
  port?: number;
  /** The gateway's operator port, where every service's readiness is. */
  opsUrl?: string;
  adminEmail?: string;
  pglitePort?: number;
  pglitePid?: number;
}

/** Reads what the runner says: its banner (plain text) and its pino lines (JSON when piped). */
function learn(facts: Facts, line: string): void {
  const running = /Glow is running at http:\/\/[^:]+:(\d+)/.exec(line);
  if (running) facts.port = Number(running[1]);
  const operator = /Operator:\s+(\S+)\/health/.exec(line);
  if (operator) facts.opsUrl = operator[1];
  const admin = /Admin sign-in:\s+(\S+)/.exec(line);
  if (admin) facts.adminEmail = admin[1];
  if (!line.startsWith('{')) return;
  try {
    const entry = JSON.parse(line) as { msg?: string; port?: number; pglitePid?: number };
    if (entry.msg === 'embedded PostgreSQL (PGlite) listening') {
      facts.pglitePort = entry.port;
      facts.pglitePid = entry.pglitePid;
    }
  } catch {
    // Not every line that starts with a brace is a log entry.
  }
}

function killQuietly(pid: number | undefined): void {
  try {
    if (pid) process.kill(pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}

async function waitForHealth(opsUrl: string, deadline: number, assertRunning: () => void): Promise<void> {
  let last = 'no answer';
  while (Date.now() < deadline) {
    assertRunning();
    try {
      const response = await fetch(`${opsUrl}/health`);
      if (response.ok) return;
      last = `HTTP ${response.status}: ${await response.text()}`;
    } catch (error) {
      last = (error as Error).message;
    }
    await sleep(200);
  }
  throw new Error(`GET ${opsUrl}/health never answered 200 (last: ${last})`);
}

/**
 * Runs the built embedded stack (`node infra/dev/dist/start.js`, what `npm start` ends in) on a free
 * port with its own data folder, and resolves once the banner is printed and the gateway's operator
 * port answers `GET /health` with 200 (every service ready).
 */
export async function startStack(options: StartStackOptions = {}): Promise<Stack> {
  assertBuilt();
  const port = await freePort();
  const ownsDataDir = !options.dataDir;
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'glow-e2e-'));
  mkdirSync(artifactsDir, { recursive: true });
  const logFile = path.join(artifactsDir, 'stack.log');
  const log = createWriteStream(logFile);
  const deadline = Date.now() + (options.startTimeoutMs ?? 90_000);

  const child = spawn(process.execPath, [path.join(repoRoot, 'infra/dev/dist/start.js')], {
    cwd: repoRoot,
    env: runnerEnv(port, dataDir, options.env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let spawnError: Error | undefined;
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.once('error', (error) => {
      spawnError = error;
      resolve();
    });
  });
  // If the test process dies without its teardown, the runner must not outlive it.
  const onParentExit = () => child.kill('SIGINT');
  process.once('exit', onParentExit);

  const facts: Facts = {};
  let tail: string[] = [];
  let partial = '';
  const onOutput = (chunk: Buffer) => {
    log.write(chunk);
    const lines = (partial + chunk.toString('utf8')).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) learn(facts, line);
    tail = [...tail, ...lines].slice(-30);
  };
  child.stdout.on('data', onOutput);
  child.stderr.on('data', onOutput);

  let stopped: Promise<void> | undefined;
  const stop = () =>
    (stopped ??= (async () => {
      process.removeListener('exit', onParentExit);
      if (!spawnError && child.exitCode === null && child.signalCode === null) {
        child.kill('SIGINT');
        const timer = sleep(30_000, 'timeout' as const, { ref: false });
        if ((await Promise.race([exited, timer])) === 'timeout') {
          child.kill('SIGKILL');
          killQuietly(facts.pglitePid);
          await exited;
        }
      }
      log.end();
      if (ownsDataDir) rmSync(dataDir, { recursive: true, force: true, maxRetries: 3 });
    })());

  const failure = (reason: string) =>
    new Error(`The stack did not start: ${reason}\n(log: ${logFile})\n${tail.join('\n')}`);
  const assertRunning = () => {
    if (spawnError) throw failure(`the runner could not be started (${spawnError.message})`);
    if (child.exitCode !== null || child.signalCode !== null)
      throw failure(`the runner exited (${child.signalCode ?? `code ${child.exitCode}`})`);
  };
  try {
    while (!facts.port || !facts.opsUrl) {
      assertRunning();
      if (Date.now() > deadline) throw failure('no "Glow is running at" and "Operator:" lines in time');
      await sleep(100);
    }
    const url = `http://127.0.0.1:${facts.port}`;
    await waitForHealth(facts.opsUrl, deadline, assertRunning);
    // A stack given DATABASE_URL runs on that PostgreSQL server and starts no PGlite.
    const givenDatabase = options.env?.DATABASE_URL;
    if (!facts.adminEmail || (!facts.pglitePort && !givenDatabase))
      throw failure('the banner or the database line was not found');
    return {
      url,
      dataDir,
      adminEmail: facts.adminEmail,
      databaseUrl: givenDatabase ?? `postgresql://postgres:postgres@127.0.0.1:${facts.pglitePort}/postgres`,
      logFile,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
