import { randomUUID } from 'node:crypto';
import type { expect as JestExpect, it as JestIt } from '@jest/globals';
import { recordedEvents, recordedVersions } from '@glow/contracts/fixtures';
import type { Topic } from '@glow/contracts';
import { InProcessBus, type DeadLetter, type EventBus } from '@glow/service-kit';

// Jest's globals, read only when a test calls itReadsEveryRecordedVersion (see admin-routes.ts).
declare const it: typeof JestIt;
declare const expect: typeof JestExpect;

export interface RecordedVersionsRead {
  /** Each topic the service reads, with the versions fed to it. */
  fed: Record<string, number[]>;
  published: number;
  deadLetters: DeadLetter[];
}

/**
 * Feeds a running service every recorded version of every topic its consumers read (oldest first,
 * each event under a fresh id so nothing is skipped as already seen) and answers what it
 * dead-lettered. A consumer that cannot read an earlier version, a handler that fails on a field
 * that version does not carry, shows up here.
 */
export async function feedEveryRecordedVersion(bus: InProcessBus): Promise<RecordedVersionsRead> {
  const before = bus.deadLetters.length;
  const fed: Record<string, number[]> = {};
  let published = 0;
  for (const topic of bus.subscribedTopics().sort() as Topic[]) {
    fed[topic] = recordedVersions(topic);
    for (const version of fed[topic]) {
      const events = recordedEvents(topic, version).map((event) => ({ ...event, id: randomUUID() }));
      await bus.publish(topic, events);
      published += events.length;
    }
  }
  return { fed, published, deadLetters: bus.deadLetters.slice(before) };
}

/** A service started for the test on its own in-process bus. */
export interface ConsumerUnderTest {
  bus: EventBus;
  stop(): Promise<void>;
}

/**
 * Registers the consumer side of the topic contracts: the service, started as its tests start it,
 * reads every recorded version of each topic it consumes without dead-lettering one.
 */
export function itReadsEveryRecordedVersion(start: () => Promise<ConsumerUnderTest>) {
  it('when every recorded version of each topic it consumes is published, then it handles every event without dead-lettering one', async () => {
    const service = await start();
    try {
      if (!(service.bus instanceof InProcessBus)) throw new Error('feed the service on an InProcessBus');
      const read = await feedEveryRecordedVersion(service.bus);
      expect(Object.keys(read.fed).length).toBeGreaterThan(0);
      for (const versions of Object.values(read.fed)) expect(versions.length).toBeGreaterThan(0);
      expect(read.deadLetters.map((letter) => `${letter.originalTopic}: ${letter.reason}`)).toEqual([]);
    } finally {
      await service.stop();
    }
  }, 60_000);
}
