import { PartitionAssigners, type PartitionAssigner } from 'kafkajs';

/**
 * How long a group's leader holds its SyncGroup after computing the assignment, on librdkafka's
 * mock cluster only. Its coordinator (2.0.2, `rd_kafka_mock_cgrp_check_state`) moves the group to
 * Up as soon as the leader's SyncGroup assigns every member, then refuses a follower's SyncGroup
 * that arrives after it as INVALID_REQUEST ("malformed"), which kafkajs does not retry. A real
 * broker answers a late follower with its assignment. A newly started member is slower than a warm
 * leader, so on the mock it lost that race again and again (docs/kafka-group-restarts.md).
 */
export const leaderSyncDelayMs = 500;

/** kafkajs' round robin, under the same name (mixed versions in one group still agree), answering a little late. */
export const patientRoundRobin: PartitionAssigner = (config) => {
  const roundRobin = PartitionAssigners.roundRobin(config);
  return {
    name: roundRobin.name,
    version: roundRobin.version,
    protocol: (subscription) => roundRobin.protocol(subscription),
    assign: async (group) => {
      const assignment = await roundRobin.assign(group);
      await new Promise((resolve) => setTimeout(resolve, leaderSyncDelayMs));
      return assignment;
    },
  };
};

/** The patient round robin against librdkafka's mock cluster; kafkajs' own round robin against real brokers. */
export function partitionAssignerFor(mockCluster: boolean): PartitionAssigner {
  return mockCluster ? patientRoundRobin : PartitionAssigners.roundRobin;
}
