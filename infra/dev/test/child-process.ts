import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '..', '..', '..');
export const devDist = path.join(repoRoot, 'infra', 'dev', 'dist');

/** The tests run the built runner, as `npm start` does; tsc -b only rebuilds what changed. */
export function buildPackages(): void {
  const tsc = require.resolve('typescript/bin/tsc', { paths: [repoRoot] });
  execFileSync(process.execPath, [tsc, '-b', 'tsconfig.build.json'], { cwd: repoRoot, stdio: 'pipe' });
}

export interface WatchedProcess {
  child: ChildProcess;
  output(): string;
  waitFor(pattern: RegExp, timeoutMs: number): Promise<RegExpMatchArray>;
  /** Exit code (or signal name) once the process has ended. */
  exited(timeoutMs: number): Promise<number | string>;
}

export function startNode(script: string, args: string[], env: NodeJS.ProcessEnv): WatchedProcess {
  const child = spawn(process.execPath, [script, ...args], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const ended = once(child, 'exit').then(([code, signal]) => (code ?? signal) as number | string);

  const waitFor = async (pattern: RegExp, timeoutMs: number) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const match = text.match(pattern);
      if (match) return match;
      if (child.exitCode !== null) throw new Error(`process exited before ${pattern}:\n${text}`);
      if (Date.now() > deadline) throw new Error(`no ${pattern} within ${timeoutMs} ms:\n${text}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const exited = (timeoutMs: number) =>
    Promise.race([
      ended,
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error(`still running after ${timeoutMs} ms`)), timeoutMs).unref(),
      ),
    ]);
  return { child, output: () => text, waitFor, exited };
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
