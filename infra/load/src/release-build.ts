import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readlink, rm, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import Arborist, { type Node } from '@npmcli/arborist';
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

/** What compiles a workspace besides its own dependencies: the root's compiler and type packages. */
const compilerPackage = (name: string) => name === 'typescript' || name.startsWith('@types/');

/**
 * The packages `workspaces` load and compile with, by where the lock installs them: their
 * dependencies (and the workspaces they depend on, and theirs) all the way down, plus the root's
 * compiler and type packages. Read from the lock alone (Arborist's virtual tree), nothing installed.
 */
async function packagesNeededBy(root: string, workspaces: string[]): Promise<Map<string, Node>> {
  const tree = await new Arborist({ path: root }).loadVirtual();
  const needed = new Map<string, Node>();
  const visit = (node: Node) => {
    const target = node.isLink ? node.target : node;
    if (needed.has(target.location)) return;
    needed.set(target.location, target);
    for (const edge of target.edgesOut.values()) if (edge.to && !edge.dev) visit(edge.to);
  };
  for (const workspace of workspaces) {
    const node = tree.inventory.get(workspace);
    if (!node) throw new Error(`${workspace} is not a workspace at ${root}`);
    visit(node);
  }
  for (const edge of tree.edgesOut.values()) if (edge.to && compilerPackage(edge.name)) visit(edge.to);
  return needed;
}

/**
 * Whether the packages installed at `installedRoot` can stand in for the release's at `releasedRoot`:
 * every package the released workspaces need is installed at the same place, version and integrity
 * (packages only other workspaces use may differ). Workspaces themselves come from the release.
 */
export async function sameNeededPackages(
  releasedRoot: string,
  installedRoot: string,
  workspaces: string[],
): Promise<boolean> {
  const released = await packagesNeededBy(releasedRoot, workspaces);
  const installed = (await new Arborist({ path: installedRoot }).loadVirtual()).inventory;
  return [...released.values()]
    .filter((node) => !node.isWorkspace && !node.isRoot)
    .every((node) => {
      const here = installed.get(node.location);
      return here?.version === node.version && here.integrity === node.integrity;
    });
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
 * its dependencies, and `tsc -b` of each workspace there. When the commit's lock installs every
 * package those workspaces need as this checkout's does, the worktree links to this checkout's;
 * otherwise `npm ci` installs them all.
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
    const sameTree = await sameNeededPackages(root, repoRoot, workspaces);
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
