import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '@glow/testing';

export interface PasswordPostgres {
  /** The superuser's URL (user postgres, password `superuserPassword`). */
  url: string;
  stop(): void;
}

const superuserPassword = 'superuser-test-password';

function binDir(): string {
  const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a));
  return path.join('/usr/lib/postgresql', versions[0]!, 'bin');
}

/**
 * A private PostgreSQL cluster that checks passwords (scram-sha-256), as the deployment's does: the
 * machine's own server trusts every local login, so it cannot show a wrong password refused. Runs
 * the Debian binaries as the `postgres` user when the tests run as root (initdb refuses root).
 */
export async function startPasswordPostgres(): Promise<PasswordPostgres> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'glow-pg-scram-'));
  const dataDir = path.join(dir, 'data');
  const passwordFile = path.join(dir, 'superuser-password');
  writeFileSync(passwordFile, superuserPassword);
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
    chmodSync(dir, 0o700);
    chownSync(dir, uid, gid);
    chownSync(passwordFile, uid, gid);
  }
  const run = (command: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(binDir(), command), ...args], {
          stdio: 'pipe',
        })
      : execFileSync(path.join(binDir(), command), args, { stdio: 'pipe' });

  run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=scram-sha-256', `--pwfile=${passwordFile}`]);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  run('pg_ctl', ['-D', dataDir, '-o', options, '-w', '-l', path.join(dir, 'log'), 'start']);
  return {
    url: `postgres://postgres:${superuserPassword}@127.0.0.1:${port}/postgres`,
    stop: () => {
      run('pg_ctl', ['-D', dataDir, '-m', 'immediate', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
