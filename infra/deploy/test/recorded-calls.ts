import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './compose-file';

/**
 * Runs one of infra/kafka's scripts with a stand-in for the Kafka tool it calls (named by
 * `toolVariable`, e.g. KAFKA_TOPICS_BIN) that records its arguments; answers each call's words.
 */
export function recordedCalls(script: string, toolVariable: string, env: Record<string, string>): string[][] {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'glow-kafka-tool-'));
  try {
    const log = path.join(dir, 'calls.log');
    const fake = path.join(dir, 'kafka-tool.sh');
    writeFileSync(fake, `#!/bin/sh\necho "$*" >> "${log}"\n`);
    chmodSync(fake, 0o755);
    execFileSync('sh', [path.join(repoRoot, script)], {
      env: { PATH: process.env.PATH, KAFKA_BOOTSTRAP: 'kafka:9092', [toolVariable]: fake, ...env },
      stdio: 'pipe',
    });
    return readFileSync(log, 'utf8')
      .trim()
      .split('\n')
      .map((line) => line.split(' '));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
