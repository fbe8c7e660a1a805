import { createEnvelope, type EventEnvelope } from '@glow/contracts';
import { defineService, type InProcessBus } from '@glow/service-kit';
import { startServiceForTest, type ServiceUnderTest } from '@glow/testing';

const topic = 'inbox.unread.changed' as const;

function listeningService(handled: EventEnvelope[]) {
  return defineService({
    name: 'ownerprobe',
    consumers: [{ topics: [topic], handle: async (event) => void handled.push(event) }],
  });
}

const unread = (source: string, count: number) =>
  createEnvelope(source, { type: topic, key: 'u-1', data: { userId: 'u-1', count, through: count } });

describe("a consumer and its topics' owners", () => {
  let running: ServiceUnderTest | undefined;
  afterEach(() => running?.stop());

  it('when an event comes from a service that does not own its topic, then the consumer ignores it, logs and counts it, and dead-letters nothing', async () => {
    const handled: EventEnvelope[] = [];
    running = await startServiceForTest(listeningService(handled));
    const forged = unread('order', 9);
    const genuine = unread('messaging', 1);

    await running.bus.publish(topic, [forged, genuine]);

    expect(handled.map((event) => event.id)).toEqual([genuine.id]);
    expect((running.bus as InProcessBus).deadLetters).toEqual([]);
    const metrics = await (await fetch(`${running.url}/metrics`)).text();
    expect(metrics).toMatch(
      /events_ignored_foreign_producer_total\{topic="inbox\.unread\.changed",producer="order",service="ownerprobe"\} 1/,
    );
  });
});
