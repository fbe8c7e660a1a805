import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './compose-file';

export interface Instruction {
  keyword: string;
  args: string;
}

/** A Dockerfile's instructions per stage, continuation lines joined, comments dropped. */
export function readDockerfile(file: string): Instruction[][] {
  const joined = readFileSync(path.join(repoRoot, file), 'utf8')
    .split('\n')
    .filter((line) => !line.trimStart().startsWith('#'))
    .join('\n')
    .replace(/\\\n/g, ' ');
  const stages: Instruction[][] = [[]];
  for (const line of joined.split('\n').map((text) => text.trim())) {
    if (!line) continue;
    const [keyword = '', ...rest] = line.split(/\s+/);
    const instruction = { keyword: keyword.toUpperCase(), args: rest.join(' ') };
    if (instruction.keyword === 'FROM') stages.push([]);
    stages[stages.length - 1]!.push(instruction);
  }
  return stages;
}

/** The ENV of a stage as KEY=value pairs (a value with spaces in double quotes, ARGs not substituted). */
export function stageEnv(stage: Instruction[]): Record<string, string> {
  const pairs = stage
    .filter((step) => step.keyword === 'ENV')
    .flatMap((step) => [...step.args.matchAll(/([A-Za-z_][A-Za-z0-9_]*)=("[^"]*"|\S+)/g)]);
  return Object.fromEntries(pairs.map(([, key, value]) => [key!, value!.replace(/^"(.*)"$/, '$1')]));
}
