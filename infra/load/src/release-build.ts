import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readlink, rm, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from './processes';

const run = promisify(execFile);

const git = async (cwd: string, ...args: string[]) =>
  (await run('git', args, { cwd, maxBuffer: 512 * 2 ** 20 })).stdout.trim();

interface ReleaseEntry {
  workspace: string;
  commit: string;
}

/** The commit that built the released version of `deployable` (infra/releases/production.json). */
export function releasedCommitOf(deployable: string): string {
  const file = path.join(repoRoot, 'infra', 'releases', 'production.json');
  const releases = JSON.parse(readFileSync(file, 'utf8')) as { deployables: Record<string, ReleaseEntry> };
  const entry = releases.deployables[deployable];
  if (!entry) throw new Error(`${deployable} is not in infra/releases/production.json`);
  return entry.commit;
}

export interface ReleaseBuild {
  /** Where the workspaces are built: run `<root>/<workspace>/dist/main.js`. */
  root: string;
  commit: string;
  /** `linked`: this checkout's installed packages, the worktree's own `@glow/*`; `npm ci`: installed afresh. */
  dependencies: 'linked' | 'npm ci';
  /** The workspaces (and the libraries they build on) whose sources are the same at `commit` and HEAD. */
  unchanged: Record<string, boolean>;
  remove(): Promise<void>;
}

/** The lock's installed packages (every `…node_modules/…` entry), without the workspaces' declared ranges. */
async function installedTree(commit: string): Promise<string> {
  const lock = JSON.parse(await git(repoRoot, 'show', `${commit}:package-lock.json`)) as {
    packages: Record<string, unknown>;
  };
  const entries = Object.entries(lock.packages).filter(
    ([key, value]) => key.includes('node_modules/') && !(value as { link?: boolean }).link,
  );
  return JSON.stringify(entries.sort(([a], [b]) => (a < b ? -1 : 1)));
}

/**
 * Node modules for the worktree: a link to each of this checkout's installed packages except
 * `@glow`, whose entries point at the worktree's own workspaces (so an old service runs with the
 * contracts and service kit of its commit); a workspace's nested `node_modules` (a version npm
 * could not hoist) is linked likewise.
 */
async function linkDependencies(worktree: string): Promise<void> {
  const installed = path.join(repoRoot, 'node_modules');
  const modules = path.join(worktree, 'node_modules');
  await mkdir(path.join(modules, '@glow'), { recursive: true });
  for (const name of await readdir(installed)) {
    if (name !== '@glow') await symlink(path.join(installed, name), path.join(modules, name));
  }
  for (const name of await readdir(path.join(installed, '@glow'))) {
    // Relative (`../../services/order`): the same link resolves to the worktree's workspace.
    const target = await readlink(path.join(installed, '@glow', name));
    await symlink(target, path.join(modules, '@glow', name));
    const workspace = path.relative(repoRoot, path.resolve(installed, '@glow', target));
    const nested = path.join(workspace, 'node_modules');
    if (existsSync(path.join(repoRoot, nested)) && existsSync(path.join(worktree, workspace)))
      await symlink(path.join(repoRoot, nested), path.join(worktree, nested));
  }
}

/**
 * The released build of `workspaces` (`services/order`, …): a detached `git worktree` of `commit`,
 * its dependencies, and `tsc -b` of each workspace there. When the commit's lock installs the same
 * packages as HEAD's, the worktree links to this checkout's; otherwise `npm ci` installs them.
 */
export async function prepareReleaseBuild(workspaces: string[], commit: string): Promise<ReleaseBuild> {
  const full = await git(repoRoot, 'rev-parse', '--verify', `${commit}^{commit}`);
  const root = await mkdtemp(path.join(os.tmpdir(), 'glow-release-'));
  await rm(root, { recursive: true });
  await git(repoRoot, 'worktree', 'add', '--detach', root, full);
  const remove = async () => {
    await git(repoRoot, 'worktree', 'remove', '--force', root).catch(() => undefined);
    await rm(root, { recursive: true, force: true });
    await git(repoRoot, 'worktree', 'prune');
  };
  try {
    const sameTree = (await installedTree(full)) === (await installedTree('HEAD'));
    if (sameTree) await linkDependencies(root);
    else await run('npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund'], { cwd: root });
    const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');
    await run(process.execPath, [tsc, '-b', ...workspaces], { cwd: root });
    const unchanged: Record<string, boolean> = {};
    for (const workspace of workspaces) {
      const paths = [workspace, 'libs/contracts', 'libs/service-kit'];
      unchanged[workspace] = await git(repoRoot, 'diff', '--quiet', full, 'HEAD', '--', ...paths).then(
        () => true,
        () => false,
      );
    }
    return { root, commit: full, dependencies: sameTree ? 'linked' : 'npm ci', unchanged, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}
