import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { topicContracts, topics } from '@glow/contracts';
import { repoRoot } from './compose-file';
import { loadDeployables, type Deployable } from './deployables';
import { aclsFile, aclsText, committedGrants, derivedGrants } from './kafka-acls';

let deployables: Deployable[];

beforeAll(async () => {
  deployables = await loadDeployables();
});

/** Runs create-acls.sh with a stand-in for kafka-acls.sh that records its arguments. */
function runCreateAcls(): string[][] {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'glow-acls-'));
  try {
    const log = path.join(dir, 'calls.log');
    const fake = path.join(dir, 'kafka-acls.sh');
    writeFileSync(fake, `#!/bin/sh\necho "$*" >> "${log}"\n`);
    chmodSync(fake, 0o755);
    execFileSync('sh', [path.join(repoRoot, 'infra/kafka/create-acls.sh')], {
      env: {
        PATH: process.env.PATH,
        KAFKA_BOOTSTRAP: 'kafka:9092',
        KAFKA_ACLS_BIN: fake,
        KAFKA_ADMIN_CONFIG: '/run/admin.properties',
      },
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

describe('Kafka ACLs of the deployment', () => {
  it('when the code says who owns and who reads each topic, then acls.conf grants exactly that (KAFKA_ACLS_UPDATE=1 rewrites it)', () => {
    const derived = derivedGrants(deployables);
    if (process.env.KAFKA_ACLS_UPDATE === '1') writeFileSync(aclsFile, aclsText(derived));
    expect(committedGrants()).toEqual(derived);
  });

  it('when a topic is written, then only its owner may write it (and a consumer only the dead letters of what it reads)', () => {
    for (const topic of topics) {
      const writers = committedGrants()
        .filter(
          ([, operation, resource, name]) => operation === 'write' && resource === 'topic' && name === topic,
        )
        .map(([user]) => user);
      expect({ topic, writers }).toEqual({ topic, writers: [topicContracts[topic].owner] });
    }
    const otherWrites = committedGrants().filter(
      ([, operation, , name]) =>
        operation === 'write' && !topics.includes(name as never) && !name.endsWith('.dead-letter'),
    );
    expect(otherWrites).toEqual([]);
  });

  it('when kafka-init grants them, then each line becomes one kafka-acls call for its user, as the admin', () => {
    const calls = runCreateAcls();
    const grants = committedGrants();
    expect(calls).toHaveLength(grants.length);
    grants.forEach(([user, operation, resource, name], index) => {
      const operations = operation === 'write' ? ['Write', 'Describe'] : ['Read', 'Describe'];
      expect(calls[index]).toEqual([
        '--bootstrap-server',
        'kafka:9092',
        '--command-config',
        '/run/admin.properties',
        '--add',
        '--allow-principal',
        `User:${user}`,
        ...operations.flatMap((value) => ['--operation', value]),
        `--${resource}`,
        name,
      ]);
    });
  });
});
