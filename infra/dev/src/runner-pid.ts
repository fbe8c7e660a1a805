import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { StartError } from './start-error';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(file: string): number | undefined {
  try {
    const pid = Number(readFileSync(file, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Two runners on one PGlite folder would corrupt it, and `npm run reset` must not wipe a folder
 * in use: the running runner's pid lives in the data folder until it exits.
 */
export function claimDataDir(pidFile: string, dataDir: string): void {
  const other = readPid(pidFile);
  if (other !== undefined && other !== process.pid && isAlive(other)) {
    throw new StartError(`another Glow runner (pid ${other}) is using ${dataDir}: stop it first`);
  }
  writeFileSync(pidFile, `${process.pid}\n`);
  process.on('exit', () => {
    if (readPid(pidFile) === process.pid) rmSync(pidFile, { force: true });
  });
}
