import { spawn, type ChildProcess } from 'node:child_process';
import { EventEmitter, once } from 'node:events';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { Logger } from '@glow/service-kit';
import { engineNodeFlags } from './engine-settings';

export interface PgliteServer {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

export interface PgliteOptions {
  dataDir: string;
  port: number;
  maxConnections: number;
  logger: Logger;
  startTimeoutMs?: number;
  /** Called when the engine dies while the runner still needs it. */
  onUnexpectedExit?: (error: Error) => void;
}

const serverMain = path.join(__dirname, 'server-main.js');

function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

/** The child's output as 'line' events, the last lines kept for error messages. */
function readOutput(child: ChildProcess, logger: Logger): { lines: EventEmitter; recent: string[] } {
  const lines = new EventEmitter();
  const recent: string[] = [];
  const take = (line: string, level: 'debug' | 'warn') => {
    recent.push(line);
    if (recent.length > 10) recent.shift();
    logger[level]({ pglite: line }, 'pglite output');
    lines.emit('line', line);
  };
  createInterface({ input: child.stdout! }).on('line', (line) => take(line, 'debug'));
  createInterface({ input: child.stderr! }).on('line', (line) => take(line, 'warn'));
  return { lines, recent };
}

/**
 * A child in its own process group (a terminal Ctrl-C reaches only the runner, which stops it
 * last) holding an IPC channel (it stops itself when the runner dies, even on SIGKILL).
 */
function spawnEngine(args: string[], nodeFlags: readonly string[] = []): ChildProcess {
  return spawn(process.execPath, [...nodeFlags, serverMain, ...args], {
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    detached: true,
  });
}

/**
 * initdb leaves ~450 MB of WebAssembly memory behind in the process that ran it, so a fresh
 * database is created by a short-lived child and the server starts on the finished folder.
 */
async function createDatabase(dataDir: string, logger: Logger): Promise<void> {
  logger.info({ dataDir }, 'first start: creating the embedded database (initdb takes 6-8 s)');
  const child = spawnEngine(['--init', '-d', dataDir]);
  const { recent } = readOutput(child, logger);
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`creating the embedded database failed: ${recent.join(' | ')}`);
}

function waitForListening(
  child: ChildProcess,
  lines: EventEmitter,
  recent: string[],
  timeoutMs: number,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => finish(new Error(`PGlite did not start within ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
    const onLine = (line: string) => line.includes('listening') && finish();
    const onExit = (code: number | null, signal: string | null) =>
      finish(new Error(`PGlite exited during start (${signal ?? `code ${code}`}): ${recent.join(' | ')}`));
    function finish(error?: Error) {
      clearTimeout(timer);
      lines.off('line', onLine);
      child.off('exit', onExit);
      if (error) reject(error);
      else resolve();
    }
    lines.on('line', onLine);
    child.once('exit', onExit);
  });
}

/** Runs PGlite's socket server in a child process, so the engine does not share the services' event loop. */
export async function startPgliteServer(options: PgliteOptions): Promise<PgliteServer> {
  const { dataDir, port, maxConnections, logger } = options;
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) await createDatabase(dataDir, logger);
  const child = spawnEngine(
    ['-p', String(port), '-m', String(maxConnections), '-d', dataDir],
    engineNodeFlags,
  );
  const killOnExit = () => child.kill('SIGTERM');
  process.on('exit', killOnExit);
  const { lines, recent } = readOutput(child, logger);
  let expectExit = true;
  child.once('exit', (code, signal) => {
    if (!expectExit)
      options.onUnexpectedExit?.(
        new Error(`embedded PostgreSQL (PGlite) exited (${signal ?? `code ${code}`})`),
      );
  });

  const stop = async () => {
    expectExit = true;
    process.off('exit', killOnExit);
    if (hasExited(child)) return;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
    logger.info('embedded PostgreSQL (PGlite) stopped');
  };
  try {
    await waitForListening(child, lines, recent, options.startTimeoutMs ?? 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  expectExit = false;
  return { url: `postgresql://postgres:postgres@127.0.0.1:${port}/postgres`, pid: child.pid!, stop };
}
