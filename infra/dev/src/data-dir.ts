import { mkdirSync } from 'node:fs';
import path from 'node:path';

export interface DataPaths {
  root: string;
  pglite: string;
  uploads: string;
  mail: string;
  keys: string;
  adminPassword: string;
  pidFile: string;
}

/** The repository root, seen from `infra/dev/dist`. */
export const repoRoot = path.resolve(__dirname, '..', '..', '..');

/** `.data/` at the repository root unless GLOW_DATA_DIR points elsewhere; folders are created. */
/** The data folder: `GLOW_DATA_DIR`, else `.data` in the repository. */
export function dataRootOf(env: NodeJS.ProcessEnv): string {
  return path.resolve(env.GLOW_DATA_DIR || path.join(repoRoot, '.data'));
}

/** The runner's full log, in the data folder (the terminal shows warnings and the banner). */
export function logFileOf(env: NodeJS.ProcessEnv): string {
  return path.join(dataRootOf(env), 'glow.log');
}

export function prepareDataDir(env: NodeJS.ProcessEnv): DataPaths {
  const root = dataRootOf(env);
  const paths: DataPaths = {
    root,
    pglite: path.join(root, 'pglite'),
    uploads: path.join(root, 'uploads'),
    mail: path.join(root, 'mail'),
    keys: path.join(root, 'keys'),
    adminPassword: path.join(root, 'admin-password'),
    pidFile: path.join(root, 'runner.pid'),
  };
  for (const dir of [root, paths.uploads, paths.mail, paths.keys]) mkdirSync(dir, { recursive: true });
  return paths;
}
