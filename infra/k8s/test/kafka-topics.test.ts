import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../deploy/test/compose-file';
import { ofKind, overlayNames, renderOverlays, type Rendered } from './render';

interface TopicsFile {
  replicationFactor: number;
  minInsyncReplicas: number;
  deadLetter: { partitions: number; retentionMs: number };
  topics: { name: string; partitions: number }[];
}

interface KafkaTopicSpec {
  spec: { topicName?: string; partitions: number; replicas: number; config: Record<string, unknown> };
}

const list = JSON.parse(readFileSync(path.join(repoRoot, 'infra/kafka/topics.json'), 'utf8')) as TopicsFile;

let rendered: Rendered;
beforeAll(() => {
  rendered = renderOverlays();
});
afterAll(() => rendered?.remove());

/** What infra/kafka/create-topics.sh creates: each topic and its dead-letter topic, kept 30 days. */
function expectedTopics(replicas: number, minInsync: number) {
  return list.topics
    .flatMap((topic) => [
      {
        name: topic.name,
        partitions: topic.partitions,
        replicas,
        config: { 'min.insync.replicas': minInsync },
      },
      {
        name: `${topic.name}.dead-letter`,
        partitions: list.deadLetter.partitions,
        replicas,
        config: { 'min.insync.replicas': minInsync, 'retention.ms': list.deadLetter.retentionMs },
      },
    ])
    .sort((a, b) => a.name.localeCompare(b.name));
}

describe('infra/k8s: the Kafka topics', () => {
  it('when an overlay is rendered, then its KafkaTopics are infra/kafka/topics.json’s, on the cluster’s replicas (one broker locally)', () => {
    for (const overlay of overlayNames) {
      const topics = ofKind<KafkaTopicSpec>(rendered.objects[overlay], 'KafkaTopic')
        .map((topic) => ({
          name: topic.spec.topicName ?? topic.metadata.name,
          partitions: topic.spec.partitions,
          replicas: topic.spec.replicas,
          config: topic.spec.config,
          cluster: topic.metadata.labels?.['strimzi.io/cluster'],
        }))
        .sort((a, b) => a.name.localeCompare(b.name));
      const expected =
        overlay === 'local'
          ? expectedTopics(1, 1)
          : expectedTopics(list.replicationFactor, list.minInsyncReplicas);
      expect({ overlay, topics }).toEqual({
        overlay,
        topics: expected.map((topic) => ({ ...topic, cluster: 'glow' })),
      });
    }
  });

  it('when topics.json changes, then the generated files are regenerated', () => {
    const check = () =>
      execFileSync('node', [path.join(repoRoot, 'infra/k8s/generate-kafka-topics.js'), '--check'], {
        stdio: 'pipe',
      });
    expect(check).not.toThrow();
  });
});
