import { execFileSync } from 'node:child_process';
import { topicContracts, topics } from '@glow/contracts';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './compose-file';
import { loadDeployables } from './deployables';
import { serviceRoles } from './service-roles';

function read(file: string): string {
  return readFileSync(path.join(repoRoot, file), 'utf8');
}

/** The text of a markdown section, from its heading to the next heading of the same level. */
function section(markdown: string, heading: string): string {
  const level = /^#+/.exec(heading)![0];
  const start = markdown.indexOf(`${heading}\n`);
  if (start < 0) throw new Error(`no section "${heading}"`);
  const next = markdown.indexOf(`\n${level} `, start + heading.length);
  return markdown.slice(start, next < 0 ? undefined : next);
}

/** `NAME` in the first column of each table row. */
function firstColumnNames(text: string): Set<string> {
  const cells = text
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => line.split('|')[1]!);
  return new Set(
    cells.flatMap((cell) => [...cell.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((match) => match[1]!)),
  );
}

describe('the documentation', () => {
  it('when a deployable reads an environment variable, then docs/configuration.md names it', async () => {
    const documented = firstColumnNames(read('docs/configuration.md'));
    for (const deployable of await loadDeployables()) {
      const missing = Object.keys(deployable.config.shape).filter((name) => !documented.has(name));
      expect({ deployable: deployable.name, missing }).toEqual({ deployable: deployable.name, missing: [] });
    }
  });

  it('when service-roles.sql creates a role, then the deployment README lists it with its schema', () => {
    const table = section(read('infra/deploy/README.md'), '## Database');
    for (const [role, schema] of serviceRoles()) {
      const row = table.split('\n').find((line) => line.includes(`| \`${role}\` |`));
      expect({ role, row: row?.split('|')[3]?.trim().split(' ')[0] }).toEqual({ role, row: `\`${schema}\`` });
    }
  });

  it("when the architecture's topic table names a topic's owner, then it is the owner the contracts name", () => {
    const table = section(read('docs/architecture.md'), '## Topics');
    const documented = new Map<string, string>();
    for (const row of table.split('\n').filter((line) => line.startsWith('| `'))) {
      const [, names, owner] = row.split('|');
      for (const [, topic] of names!.matchAll(/`([a-z0-9.-]+)`/g)) documented.set(topic!, owner!.trim());
    }
    expect(Object.fromEntries(documented)).toEqual(
      Object.fromEntries(topics.map((topic) => [topic, topicContracts[topic].owner])),
    );
  });

  it('when a markdown file links to a file of the repository, then that file exists inside it', () => {
    const files = execFileSync('git', ['ls-files', '*.md'], { cwd: repoRoot, encoding: 'utf8' })
      .split('\n')
      .filter(Boolean);
    const broken: string[] = [];
    for (const file of files) {
      for (const [, target] of read(file).matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:/.test(target!) || target!.startsWith('#')) continue;
        const resolved = path.resolve(repoRoot, path.dirname(file), target!.split('#')[0]!);
        const inside = !path.relative(repoRoot, resolved).startsWith('..');
        if (!inside || !existsSync(resolved)) broken.push(`${file} → ${target}`);
      }
      // A path written in the text (not only a link) must not climb out of the repository either.
      for (const [, written] of read(file).matchAll(/(?:^|[\s`(])((?:\.\.\/)+[\w.-][^\s`)]*)/g)) {
        const resolved = path.resolve(repoRoot, path.dirname(file), written!);
        if (path.relative(repoRoot, resolved).startsWith('..'))
          broken.push(`${file} → ${written} (outside the repository)`);
      }
    }
    expect(broken).toEqual([]);
  });
});
