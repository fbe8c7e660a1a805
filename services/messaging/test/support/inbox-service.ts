import { randomUUID } from 'node:crypto';
import { createEnvelope, type EventEnvelope, type InboxMessage, type Topic } from '@glow/contracts';
import type { Pool } from '@glow/service-kit';
import { callJson, startServiceForTest, testPool, type ServiceUnderTest } from '@glow/testing';
import { messagingService } from '../../src';

export interface Person {
  _id: string;
  username: string;
  email: string;
  token: string;
}

export interface Answer<T> {
  status: number;
  body: T;
}

export interface InboxUnderTest {
  running: ServiceUnderTest;
  /** The service's own database, for what no route shows (read marks, the outbox). */
  pool: Pool;
  /** A user messaging has heard of: user.registered is handled before this resolves. */
  register(options?: { isAdmin?: boolean; occurredAt?: Date; name?: string }): Promise<Person>;
  /** A signed-in user messaging has not heard of (their user.registered is still on its way). */
  stranger(isAdmin?: boolean): Person;
  call<T>(method: string, path: string, who?: Person, body?: unknown): Promise<Answer<T>>;
  /** Sends as `admin` and fails unless it answers 201. */
  send(admin: Person, userId: string, message: string): Promise<InboxMessage>;
  publish(topic: Topic, event: EventEnvelope): Promise<void>;
  /** The events written to the outbox, oldest first. */
  outbox<T = unknown>(topic: Topic): Promise<EventEnvelope<T>[]>;
  stop(): Promise<void>;
}

/** Messaging on a fresh database with its in-process bus; user events are published straight onto the bus. */
export async function startInbox(env: Record<string, string> = {}): Promise<InboxUnderTest> {
  const running = await startServiceForTest(messagingService, { env });
  const pool = testPool(running.database!.url);

  const signed = (_id: string, username: string, isAdmin: boolean): Person => ({
    _id,
    username,
    email: `${username.toLowerCase()}@example.com`,
    token: running.keys.sign({ _id, isAdmin, tv: 0 }),
  });

  const publish = (topic: Topic, event: EventEnvelope) => running.bus.publish(topic, [event]);

  const call = <T>(method: string, path: string, who?: Person, body?: unknown) =>
    callJson<T>(running.url, method, path, who, body);

  return {
    running,
    pool,
    call,
    publish,
    stranger: (isAdmin = false) => signed(randomUUID(), `stranger-${randomUUID().slice(0, 8)}`, isAdmin),
    register: async ({ isAdmin = false, occurredAt, name } = {}) => {
      const _id = randomUUID();
      const person = signed(_id, name ?? `shopper-${_id.slice(0, 8)}`, isAdmin);
      const event = createEnvelope('user', {
        type: 'user.registered',
        key: _id,
        data: { _id, username: person.username, email: person.email, isAdmin },
      });
      await publish('user.registered', { ...event, occurredAt: (occurredAt ?? new Date()).toISOString() });
      return person;
    },
    send: async (admin, userId, message) => {
      const answer = await call<InboxMessage>('POST', '/api/inbox/admin/send', admin, { userId, message });
      if (answer.status !== 201)
        throw new Error(`send answered ${answer.status}: ${JSON.stringify(answer.body)}`);
      return answer.body;
    },
    outbox: async <T>(topic: Topic) => {
      const { rows } = await pool.query<{ envelope: EventEnvelope<T> }>(
        'SELECT envelope FROM messaging.outbox WHERE topic = $1 ORDER BY id',
        [topic],
      );
      return rows.map((row) => row.envelope);
    },
    stop: async () => {
      await pool.end();
      await running.stop();
    },
  };
}
