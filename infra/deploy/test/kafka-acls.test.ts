import { writeFileSync } from 'node:fs';
import { topicContracts, topics } from '@glow/contracts';
import { loadDeployables, type Deployable } from './deployables';
import { aclsFile, aclsText, committedGrants, derivedGrants } from './kafka-acls';
import { recordedCalls } from './recorded-calls';

let deployables: Deployable[];

beforeAll(async () => {
  deployables = await loadDeployables();
});

/** Runs create-acls.sh with a stand-in for kafka-acls.sh that records its arguments. */
const runCreateAcls = () =>
  recordedCalls('infra/kafka/create-acls.sh', 'KAFKA_ACLS_BIN', {
    KAFKA_ADMIN_CONFIG: '/run/admin.properties',
  });

describe('Kafka ACLs of the deployment', () => {
  it('when libs/topology says what each deployable produces and consumes, then acls.conf grants exactly that (KAFKA_ACLS_UPDATE=1 rewrites it)', () => {
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
