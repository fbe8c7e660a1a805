import { readFileSync } from 'node:fs';
import path from 'node:path';
import { deadLetterTopic, type Topic } from '@glow/contracts';
import { deployable } from '@glow/topology';
import { repoRoot } from './compose-file';
import type { Deployable } from './deployables';

export const aclsFile = path.join(repoRoot, 'infra/kafka/acls.conf');

/** One grant of acls.conf: `<user> <read|write> <topic|group> <name>`. */
export type Grant = [user: string, operation: 'read' | 'write', resource: 'topic' | 'group', name: string];

/**
 * What each deployable may do on Kafka, from libs/topology (which topology.test.ts holds to the
 * contracts and the services' subscriptions): write the topics it produces and the dead-letter
 * topics of what it consumes; read what it consumes, in the consumer groups its code joins. Nothing else.
 */
export function derivedGrants(deployables: Deployable[]): Grant[] {
  const grants: Grant[] = [];
  for (const { name: user, subscriptions } of deployables) {
    const { produces, consumes } = deployable(user);
    const groups = [...new Set(subscriptions.map((subscription) => subscription.group))];
    for (const topic of produces) grants.push([user, 'write', 'topic', topic]);
    for (const topic of consumes) grants.push([user, 'write', 'topic', deadLetterTopic(topic as Topic)]);
    for (const topic of consumes) grants.push([user, 'read', 'topic', topic]);
    for (const group of groups) grants.push([user, 'read', 'group', group]);
  }
  return grants.sort((a, b) => a.join(' ').localeCompare(b.join(' ')));
}

export function committedGrants(): Grant[] {
  return readFileSync(aclsFile, 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => line.trim().split(/\s+/) as Grant);
}

export function aclsText(grants: Grant[]): string {
  const header = [
    '# Who may do what on Kafka: <user> <read|write> <topic|group> <name>, applied by create-acls.sh.',
    '# Derived from libs/topology (what each deployable produces and consumes) and the consumer groups',
    '# the services join:',
    '# infra/deploy/test/kafka-acls.test.ts fails when it differs; KAFKA_ACLS_UPDATE=1 rewrites it.',
  ];
  return `${[...header, ...grants.map((grant) => grant.join(' '))].join('\n')}\n`;
}
