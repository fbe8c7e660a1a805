import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deadLetterTopic, topics } from '@glow/contracts';
import { repoRoot } from './compose-file';
import { recordedCalls } from './recorded-calls';

interface TopicsFile {
  replicationFactor: number;
  minInsyncReplicas: number;
  deadLetter: { partitions: number; retentionMs: number };
  topics: { name: string; partitions: number }[];
}

const topicsFile = JSON.parse(
  readFileSync(path.join(repoRoot, 'infra/kafka/topics.json'), 'utf8'),
) as TopicsFile;

/** Runs create-topics.sh with a stand-in for kafka-topics.sh that records its arguments. */
const runCreateTopics = (env: Record<string, string>) =>
  recordedCalls('infra/kafka/create-topics.sh', 'KAFKA_TOPICS_BIN', env);

function option(call: string[], name: string): string[] {
  return call.flatMap((word, index) => (word === name ? [call[index + 1]!] : []));
}

describe('Kafka topics of the deployment', () => {
  it('when a topic is in the contracts registry, then topics.json lists it, and lists nothing else', () => {
    expect(topicsFile.topics.map((topic) => topic.name).sort()).toEqual([...topics].sort());
    for (const topic of topicsFile.topics) expect(topic.partitions).toBeGreaterThanOrEqual(1);
  });

  it('when kafka-init runs, then every topic and its dead-letter topic are created with their partitions', () => {
    const calls = runCreateTopics({ KAFKA_REPLICATION_FACTOR: '1', KAFKA_MIN_INSYNC_REPLICAS: '1' });
    const creates = calls.filter((call) => call.includes('--create'));
    const created = new Map(
      creates.map((call) => [option(call, '--topic')[0], option(call, '--partitions')[0]]),
    );
    const expected = topicsFile.topics.flatMap((topic) => [
      [topic.name, String(topic.partitions)],
      [deadLetterTopic(topic.name), String(topicsFile.deadLetter.partitions)],
    ]);
    expect([...created.entries()].sort()).toEqual(expected.sort());
    for (const call of creates) {
      expect(call).toEqual(expect.arrayContaining(['--bootstrap-server', 'kafka:9092', '--if-not-exists']));
      expect(option(call, '--replication-factor')).toEqual(['1']);
      expect(option(call, '--config')).toContain('min.insync.replicas=1');
    }
    const deadLetters = creates.filter((call) => option(call, '--topic')[0]!.endsWith('.dead-letter'));
    for (const call of deadLetters)
      expect(option(call, '--config')).toContain(`retention.ms=${topicsFile.deadLetter.retentionMs}`);
  });

  it('when no override is given, then the cluster values of topics.json are used', () => {
    const creates = runCreateTopics({}).filter((call) => call.includes('--create'));
    expect(new Set(creates.map((call) => option(call, '--replication-factor')[0]))).toEqual(
      new Set([String(topicsFile.replicationFactor)]),
    );
    expect(new Set(creates.map((call) => option(call, '--config')[0]))).toEqual(
      new Set([`min.insync.replicas=${topicsFile.minInsyncReplicas}`]),
    );
  });

  it('when topics.json is not one topic per line, then kafka-init stops with a message instead of skipping topics', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'glow-topics-'));
    try {
      const broken = path.join(dir, 'topics.json');
      writeFileSync(broken, JSON.stringify(topicsFile, null, 2));
      expect(() => runCreateTopics({ TOPICS_FILE: broken })).toThrow(/one line/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
