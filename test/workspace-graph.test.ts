import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * `npm test` on a branch tests only the workspaces a change affects, from the dependencies each
 * package.json declares (Turborepo's graph). That is only as true as the declarations: a package
 * that uses another without declaring it would skip the other's tests when it changes.
 */
const root = path.resolve(__dirname, '..');

interface Workspace {
  name: string;
  dir: string;
  declared: Set<string>;
}

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(path.join(root, file), 'utf8')) as T;
}

function workspaces(): Workspace[] {
  const patterns = readJson<{ workspaces: string[] }>('package.json').workspaces;
  const dirs = patterns.flatMap((pattern) =>
    pattern.endsWith('/*')
      ? readdirSync(path.join(root, pattern.slice(0, -2))).map((name) => `${pattern.slice(0, -1)}${name}`)
      : [pattern],
  );
  return dirs
    .filter((dir) => existsSync(path.join(root, dir, 'package.json')))
    .map((dir) => {
      const json = readJson<Record<string, Record<string, string> | string>>(`${dir}/package.json`);
      const fields = ['dependencies', 'devDependencies', 'peerDependencies'] as const;
      const declared = fields.flatMap((field) => Object.keys((json[field] as Record<string, string>) ?? {}));
      return { name: json.name as string, dir, declared: new Set(declared) };
    });
}

function trackedSources(dir: string): string[] {
  return execFileSync('git', ['ls-files', '--', dir], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((file) => /\.(ts|tsx|js|mjs|cjs)$/.test(file));
}

/** The workspaces a file reaches: by package name, or by a relative path into another folder. */
function reached(file: string, all: Workspace[]): string[] {
  const text = readFileSync(path.join(root, file), 'utf8');
  const specifiers = [...text.matchAll(/(?:from\s+|require\(|import\()\s*['"]([^'"]+)['"]/g)].map(
    (match) => match[1]!,
  );
  const names = specifiers.flatMap((specifier) => {
    if (specifier.startsWith('@glow/')) return [specifier.split('/').slice(0, 2).join('/')];
    if (!specifier.startsWith('.')) return [];
    const target = path.relative(root, path.resolve(root, path.dirname(file), specifier));
    const owner = all.find((workspace) => target === workspace.dir || target.startsWith(`${workspace.dir}/`));
    return owner ? [owner.name] : [];
  });
  return [...new Set(names)];
}

describe('the workspace graph', () => {
  it('when a package uses another workspace (import, require or a relative path), then its package.json declares it', () => {
    const all = workspaces();
    for (const workspace of all) {
      const undeclared = new Set<string>();
      for (const file of trackedSources(workspace.dir)) {
        for (const name of reached(file, all)) {
          if (name !== workspace.name && !workspace.declared.has(name)) undeclared.add(`${name} (${file})`);
        }
      }
      expect({ workspace: workspace.name, undeclared: [...undeclared] }).toEqual({
        workspace: workspace.name,
        undeclared: [],
      });
    }
  });

  it('when Turborepo reads the graph, then it holds every workspace', () => {
    const listed = execFileSync('npx', ['turbo', 'ls', '--output=json'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
    });
    const names = (
      JSON.parse(listed.slice(listed.indexOf('{'))) as { packages: { items: { name: string }[] } }
    ).packages.items
      .map((item) => item.name)
      .sort();
    expect(names).toEqual(
      workspaces()
        .map((workspace) => workspace.name)
        .sort(),
    );
  });
});
