import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../src/processes';
import { sameNeededPackages } from '../src/release-build';

/**
 * The released build links this checkout's packages only when every package the released
 * workspaces need is the same; a lock that differs elsewhere must not force `npm ci`.
 */
describe('whether the installed packages can stand in for a release', () => {
  const released = mkdtempSync(path.join(os.tmpdir(), 'glow-release-lock-'));
  const lockFile = path.join(released, 'package-lock.json');
  const lock = () => JSON.parse(readFileSync(path.join(repoRoot, 'package-lock.json'), 'utf8'));
  const releaseWith = (
    change: (packages: Record<string, { version: string; integrity?: string }>) => void,
  ) => {
    const changed = lock();
    change(changed.packages);
    writeFileSync(lockFile, JSON.stringify(changed));
  };
  const order = ['services/order'];

  beforeAll(() => copyFileSync(path.join(repoRoot, 'package.json'), path.join(released, 'package.json')));
  afterAll(() => rmSync(released, { recursive: true, force: true }));

  it('when the release installs the same packages, then they stand in', async () => {
    releaseWith(() => undefined);
    await expect(sameNeededPackages(released, repoRoot, order)).resolves.toBe(true);
  });

  it('when a package the released workspace loads differs, then they do not', async () => {
    releaseWith((packages) => {
      packages['node_modules/zod']!.version = '3.0.0';
    });
    await expect(sameNeededPackages(released, repoRoot, order)).resolves.toBe(false);
  });

  it('when only a package another workspace uses differs, then they still stand in', async () => {
    releaseWith((packages) => {
      packages['node_modules/react']!.version = '17.0.0';
    });
    await expect(sameNeededPackages(released, repoRoot, order)).resolves.toBe(true);
  });
});
