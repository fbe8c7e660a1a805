import { PartitionAssigners, type PartitionAssigner } from 'kafkajs';
import { baseConfigSchema, loadConfig } from '@glow/service-kit';
import { leaderSyncDelayMs, partitionAssignerFor } from '../src/bus/kafka-assigner';

/** Two partitions of one topic, for two members: what a leader computes, without a cluster. */
const cluster = { findTopicPartitionMetadata: () => [{ partitionId: 0 }, { partitionId: 1 }] };
const assignerConfig = { cluster } as unknown as Parameters<PartitionAssigner>[0];
const group = {
  topics: ['inbox.unread.changed'],
  members: [
    { memberId: 'member-b', memberMetadata: Buffer.alloc(0) },
    { memberId: 'member-a', memberMetadata: Buffer.alloc(0) },
  ],
};

describe("a Kafka group's partition assigner", () => {
  it("when the brokers are librdkafka's mock cluster, then the leader hands out kafkajs' round-robin assignment, under its name, leaderSyncDelayMs late", async () => {
    const patient = partitionAssignerFor(true)(assignerConfig);
    const roundRobin = PartitionAssigners.roundRobin(assignerConfig);

    const started = performance.now();
    const assignment = await patient.assign(group);

    // Node may fire a timer a fraction of a millisecond early against performance.now().
    expect(performance.now() - started).toBeGreaterThanOrEqual(leaderSyncDelayMs - 1);
    expect(assignment).toEqual(await roundRobin.assign(group));
    expect({ name: patient.name, version: patient.version }).toEqual({
      name: roundRobin.name,
      version: roundRobin.version,
    });
  });

  it("when the brokers are real, then the group uses kafkajs' own round robin", () => {
    expect(partitionAssignerFor(false)).toBe(PartitionAssigners.roundRobin);
  });

  it('when KAFKA_MOCK_CLUSTER is unset, then the settings say real brokers; true says the mock', () => {
    expect(loadConfig(baseConfigSchema, {}).KAFKA_MOCK_CLUSTER).toBe(false);
    expect(loadConfig(baseConfigSchema, { KAFKA_MOCK_CLUSTER: 'true' }).KAFKA_MOCK_CLUSTER).toBe(true);
  });
});
