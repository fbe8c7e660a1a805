import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deployables as topology } from '@glow/topology';

const root = path.resolve(__dirname, '..', '..', '..');

interface Entry {
  workspace: string;
  version: string;
  image: string;
  commit: string;
}

interface Release {
  environment: string;
  deployables: Record<string, Entry>;
}

const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
const versionIn = (text: string) => (JSON.parse(text) as { version: string }).version;
const numeric = (version: string) => version.split('.').map(Number);
const notAfter = (a: string, b: string) => {
  const [x, y] = [numeric(a), numeric(b)];
  const first = x.findIndex((part, index) => part !== y[index]);
  return first < 0 || x[first]! < y[first]!;
};

/** The deployables with an image (libs/topology): the gateway, every service and the web apps. */
function deployables(): Map<string, string> {
  return new Map(
    topology.filter((one) => one.kind !== 'sandbox').map((one) => [one.name, one.workspace] as const),
  );
}

const records = readdirSync(path.join(root, 'infra/releases'))
  .filter((file) => file.endsWith('.json'))
  .map((file) => JSON.parse(readFileSync(path.join(root, 'infra/releases', file), 'utf8')) as Release);

describe('the release records (infra/releases)', () => {
  it('when production is read, then it names every deployable', () => {
    const production = records.find((record) => record.environment === 'production');
    expect(Object.keys(production?.deployables ?? {}).sort()).toEqual([...deployables().keys()].sort());
  });

  it.each(records.map((record) => [record.environment, record] as const))(
    'when %s says a version runs, then that commit built that version of that workspace, no newer than today’s',
    (_environment, record) => {
      for (const [name, entry] of Object.entries(record.deployables)) {
        expect({ name, workspace: entry.workspace, image: entry.image }).toEqual({
          name,
          workspace: deployables().get(name),
          image: `glow/${name}:${entry.version}`,
        });
        const then = versionIn(git('show', `${entry.commit}:${entry.workspace}/package.json`));
        expect({ name, version: entry.version }).toEqual({ name, version: then });
        const now = versionIn(readFileSync(path.join(root, entry.workspace, 'package.json'), 'utf8'));
        expect({ name, recorded: entry.version, now, notAfter: notAfter(entry.version, now) }).toEqual({
          name,
          recorded: entry.version,
          now,
          notAfter: true,
        });
      }
    },
  );

  it('when a version already recorded from one commit is recorded from another, then the script refuses (bump it)', () => {
    // A clean checkout of HEAD, as a release is made from (the script refuses uncommitted work).
    const checkout = path.join(mkdtempSync(path.join(os.tmpdir(), 'glow-release-')), 'repo');
    git('worktree', 'add', '--detach', checkout, 'HEAD');
    const record = (environment: string) =>
      execFileSync('node', [path.join(checkout, 'infra/releases/record-release.js'), 'order', environment], {
        cwd: checkout,
        stdio: 'pipe',
      });
    try {
      record('scratch');
      const file = path.join(checkout, 'infra/releases/scratch.json');
      const written = JSON.parse(readFileSync(file, 'utf8')) as Release;
      expect(written.deployables.order).toMatchObject({
        workspace: 'services/order',
        commit: git('rev-parse', 'HEAD'),
      });

      written.deployables.order!.commit = git('rev-parse', 'HEAD~1');
      writeFileSync(file, JSON.stringify(written));
      expect(() => record('scratch')).toThrow(/was released from .*: bump its version/);
    } finally {
      git('worktree', 'remove', '--force', checkout);
      rmSync(path.dirname(checkout), { recursive: true, force: true });
    }
  });
});
