import { readFileSync } from 'node:fs';
import path from 'node:path';
import { deadLetterTopic, topicContracts, topics } from '@glow/contracts';
import { repoRoot } from './compose-file';
import type { Deployable } from './deployables';

export const aclsFile = path.join(repoRoot, 'infra/kafka/acls.conf');

/** One grant of acls.conf: `<user> <read|write> <topic|group> <name>`. */
export type Grant = [user: string, operation: 'read' | 'write', resource: 'topic' | 'group', name: string];

/**
 * What each deployable may do on Kafka, from the code: write the topics the contracts say it owns
 * and the dead-letter topics of what it reads; read the topics its consumers subscribe to, in its
 * own consumer groups. Nothing else.
 */
export function derivedGrants(deployables: Deployable[]): Grant[] {
  const grants: Grant[] = [];
  for (const deployable of deployables) {
    const user = deployable.name;
    const owned = topics.filter((topic) => topicContracts[topic].owner === user);
    const read = [...new Set(deployable.subscriptions.flatMap((subscription) => subscription.topics))];
    const groups = [...new Set(deployable.subscriptions.map((subscription) => subscription.group))];
    for (const topic of owned) grants.push([user, 'write', 'topic', topic]);
    for (const topic of read) grants.push([user, 'write', 'topic', deadLetterTopic(topic)]);
    for (const topic of read) grants.push([user, 'read', 'topic', topic]);
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
    '# Derived from the code (the contracts name each topic’s owner, the services their subscriptions):',
    '# infra/deploy/test/kafka-acls.test.ts fails when it differs; KAFKA_ACLS_UPDATE=1 rewrites it.',
  ];
  return `${[...header, ...grants.map((grant) => grant.join(' '))].join('\n')}\n`;
}
