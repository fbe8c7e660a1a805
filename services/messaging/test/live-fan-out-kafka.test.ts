import { randomUUID } from 'node:crypto';
import { createEnvelope, type InboxMessage } from '@glow/contracts';
import { notificationService } from '@glow/notification';
import { KafkaBus, createLogger } from '@glow/service-kit';
import {
  createTestKeys,
  kafkaForTests,
  redisTestUrl,
  startServiceForTest,
  waitFor,
  type ServiceUnderTest,
  type TestKafka,
} from '@glow/testing';
import { io, type Socket } from 'socket.io-client';
import { messagingService } from '../src';

interface Pushed {
  event: string;
  payload: { _id?: string; user?: string; count?: number };
}

/** A browser tab: a real socket.io-client over the websocket transport, keeping what it was sent. */
async function tab(url: string, token: string): Promise<{ socket: Socket; pushed: Pushed[] }> {
  const socket = io(url, { transports: ['websocket'], reconnection: false, forceNew: true, auth: { token } });
  const pushed: Pushed[] = [];
  socket.onAny((event: string, payload: Pushed['payload']) => pushed.push({ event, payload }));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return { socket, pushed };
}

/**
 * The promise across instances: the real messaging service publishes on the Kafka protocol
 * (librdkafka's mock cluster); two notification instances share one consumer group and the real
 * Redis; a broadcast reaches sockets on both instances, a personal message only its user's.
 */
describe('messaging → Kafka → two notification instances on Redis → browsers', () => {
  const keys = createTestKeys();
  const buses: KafkaBus[] = [];
  const sockets: Socket[] = [];
  let kafka: TestKafka;
  let messaging: ServiceUnderTest;
  let notifications: ServiceUnderTest[];
  const people = {
    admin: { _id: randomUUID(), isAdmin: true },
    chidi: { _id: randomUUID(), isAdmin: false },
    bisi: { _id: randomUUID(), isAdmin: false },
  };
  const tokenOf = (who: { _id: string; isAdmin: boolean }) => keys.sign({ ...who, tv: 0 });

  const kafkaBus = (clientId: string) => {
    const bus = new KafkaBus({
      brokers: kafka.brokers,
      clientId,
      idempotent: false,
      mockCluster: kafka.mockCluster,
      fetchMaxWaitMs: 50,
      sessionTimeoutMs: 6_000,
      logger: createLogger(clientId, 'silent'),
    });
    buses.push(bus);
    return bus;
  };

  const send = async (userId: string, message: string) => {
    const answer = await fetch(`${messaging.url}/api/inbox/admin/send`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokenOf(people.admin)}` },
      body: JSON.stringify({ userId, message }),
    });
    expect(answer.status).toBe(201);
    return (await answer.json()) as InboxMessage;
  };

  beforeAll(async () => {
    kafka = await kafkaForTests();
    const redisUrl = await redisTestUrl();
    const prefix = `glow:test:${randomUUID()}`;
    const env = { REDIS_URL: redisUrl, NOTIFICATION_REDIS_PREFIX: prefix };
    [messaging, ...notifications] = await Promise.all([
      startServiceForTest(messagingService, { keys, bus: kafkaBus('messaging') }),
      startServiceForTest(notificationService, { keys, env, bus: kafkaBus('notification-a') }),
      startServiceForTest(notificationService, { keys, env, bus: kafkaBus('notification-b') }),
    ]);
    await Promise.all(buses.map((bus) => bus.start()));
    // Messaging learns the accounts from the user service's events, as in production.
    const announce = kafkaBus('user');
    await announce.start();
    for (const [name, who] of Object.entries(people)) {
      const data = { _id: who._id, username: name, email: `${name}@example.ng`, isAdmin: who.isAdmin };
      await announce.publish('user.registered', [
        createEnvelope('user', { type: 'user.registered', key: who._id, data }),
      ]);
    }
    await waitFor(
      'messaging to know every account',
      async () => {
        const answer = await fetch(`${messaging.url}/api/inbox/admin/users`, {
          headers: { authorization: `Bearer ${tokenOf(people.admin)}` },
        });
        return answer.ok && ((await answer.json()) as unknown[]).length === 3;
      },
      60_000,
      200,
    );
  }, 120_000);

  afterAll(async () => {
    sockets.forEach((socket) => socket.close());
    await Promise.all([messaging, ...notifications].map((running) => running?.stop()));
    await Promise.all(buses.map((bus) => bus.stop()));
    await kafka?.stop();
  });

  it('when an admin broadcasts and then writes to one shopper, then every tab gets the broadcast and only that shopper the message', async () => {
    const [instanceA, instanceB] = notifications as [ServiceUnderTest, ServiceUnderTest];
    const chidiOnA = await tab(instanceA.url, tokenOf(people.chidi));
    const chidiOnB = await tab(instanceB.url, tokenOf(people.chidi));
    const bisiOnB = await tab(instanceB.url, tokenOf(people.bisi));
    const tabs = [chidiOnA, chidiOnB, bisiOnB];
    sockets.push(...tabs.map(({ socket }) => socket));
    const got = (where: { pushed: Pushed[] }, event: string, id: string) =>
      where.pushed.some((item) => item.event === event && item.payload._id === id);

    // Both instances' consumers must have joined before a broadcast can prove anything: retry until one lands everywhere.
    let broadcast = await send('all', 'Sale starts at noon');
    await waitFor(
      'a broadcast on every tab',
      async () => {
        if (tabs.every((where) => got(where, 'adminMessage', broadcast._id))) return true;
        if (!tabs.some((where) => got(where, 'adminMessage', broadcast._id))) {
          broadcast = await send('all', 'Sale starts at noon');
        }
        return false;
      },
      60_000,
      1_000,
    );

    const personal = await send(people.chidi._id, 'Your parcel is on its way');
    await waitFor(
      "the personal message on both of Chidi's tabs",
      () => got(chidiOnA, 'adminMessage', personal._id) && got(chidiOnB, 'adminMessage', personal._id),
      20_000,
    );
    const counted = await fetch(`${messaging.url}/api/inbox/unread-count`, {
      headers: { authorization: `Bearer ${tokenOf(people.chidi)}` },
    });
    const { count } = (await counted.json()) as { count: number };
    await waitFor(
      "Chidi's new unread count on both tabs",
      () =>
        [chidiOnA, chidiOnB].every((where) =>
          where.pushed.some((item) => item.event === 'unreadCountUpdated' && item.payload.count === count),
        ),
      20_000,
    );
    // A later broadcast reaches Bisi: anything personal to Chidi would have arrived before it on the same socket.
    const marker = await send('all', 'Marker');
    await waitFor('the marker on Bisi', () => got(bisiOnB, 'adminMessage', marker._id), 20_000);
    expect(got(bisiOnB, 'adminMessage', personal._id)).toBe(false);
    expect(bisiOnB.pushed.filter((item) => item.event === 'unreadCountUpdated')).toEqual([]);
  }, 120_000);
});
