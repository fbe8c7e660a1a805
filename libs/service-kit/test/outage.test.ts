import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { createEnvelope } from '@glow/contracts';
import { defineService, Outbox, parseInput, withTransaction, type InProcessBus } from '@glow/service-kit';
import {
  createTestDatabase,
  startServiceForTest,
  startTcpProxy,
  testPool,
  waitFor,
  type ServiceUnderTest,
  type TcpProxy,
  type TestDatabase,
} from '@glow/testing';
import type { Pool } from 'pg';

const topic = 'inbox.unread.changed' as const;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const unavailable = { message: 'Service temporarily unavailable, please try again shortly' };
let transactionsOpen = 0;

const outageService = (migrationsDir: string) =>
  defineService({
    // It publishes and reads a topic messaging owns, so it plays messaging (consumers ignore other producers).
    name: 'messaging',
    schema: 'outage',
    migrationsDir,
    consumers: [
      {
        topics: [topic],
        handle: async (event, _topic, ctx) => {
          const { userId, count } = event.data as { userId: string; count: number };
          await ctx.db.consumeOnce(event, async (client) => {
            await client.query('INSERT INTO outage.notified (event_id, user_id, count) VALUES ($1, $2, $3)', [
              event.id,
              userId,
              count,
            ]);
          });
        },
      },
    ],
    routes(app, ctx) {
      app.get('/unread/:userId', async (req, res) => {
        const { rows } = await ctx.db.pool.query('SELECT count FROM outage.unread WHERE user_id = $1', [
          req.params.userId,
        ]);
        res.json({ count: rows[0]?.count ?? 0 });
      });
      app.put('/unread/:userId', async (req, res) => {
        const { count, holdMs } = parseInput(
          z.object({ count: z.number().int(), holdMs: z.number().optional() }),
          req.body,
        );
        const userId = req.params.userId;
        await ctx.db.transaction(async (client) => {
          await client.query('INSERT INTO outage.unread (user_id, count) VALUES ($1, $2)', [userId, count]);
          transactionsOpen += 1;
          await sleep(holdMs ?? 0);
          await ctx.outbox.add(client, topic, { key: userId, data: { userId, count, through: count } });
        });
        res.json({ userId, count });
      });
    },
  });

let migrationsDir: string;
let database: TestDatabase;
let proxy: TcpProxy;
let direct: Pool;
let running: ServiceUnderTest;

beforeAll(async () => {
  migrationsDir = await mkdtemp(path.join(tmpdir(), 'glow-outage-'));
  await writeFile(
    path.join(migrationsDir, '001_unread.sql'),
    `CREATE TABLE outage.unread (user_id text PRIMARY KEY, count int NOT NULL);
     CREATE TABLE outage.notified (event_id text PRIMARY KEY, user_id text NOT NULL, count int NOT NULL);`,
  );
  database = await createTestDatabase();
  proxy = await startTcpProxy(Number(new URL(database.url).port || 5432));
  direct = testPool(database.url, 2);
  running = await startServiceForTest(outageService(migrationsDir), {
    database,
    env: { DATABASE_URL: proxy.urlThrough(database.url) },
  });
});

afterEach(() => proxy.restore());

afterAll(async () => {
  await running?.stop();
  await proxy?.close();
  await direct?.end();
  await database?.drop();
  await rm(migrationsDir, { recursive: true, force: true });
});

function call(pathname: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${running.url}${pathname}`, { ...init, signal: AbortSignal.timeout(10_000) });
}

function put(userId: string, body: object): Promise<Response> {
  return call(`/unread/${userId}`, {
    method: 'PUT',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });
}

/** Commits an event the relay has not seen, straight to PostgreSQL (the relay's path is cut or idle). */
function commitBehindRelay(userId: string, count: number) {
  return withTransaction(direct, (client) =>
    new Outbox('outage', 'messaging').add(client, topic, {
      key: userId,
      data: { userId, count, through: count },
    }),
  );
}

async function notified(): Promise<string[]> {
  return (
    await direct.query<{ event_id: string }>('SELECT event_id FROM outage.notified ORDER BY event_id')
  ).rows.map((row) => row.event_id);
}

describe('when PostgreSQL goes away', () => {
  it('when the database is cut, then readiness turns false and requests answer 503 quickly', async () => {
    await waitFor('the service to be ready', async () => (await call('/readyz')).status === 200);

    await proxy.cut();

    const notReady = await waitFor(
      'readiness to turn false',
      async () => {
        const answer = await call('/readyz');
        return answer.status === 503 ? answer.json() : undefined;
      },
      3_000,
    );
    expect(notReady).toEqual({ ready: false, checks: { bus: true, database: false } });
    const startedAt = Date.now();
    const read = await call('/unread/amaka');
    expect(Date.now() - startedAt).toBeLessThan(5_000);
    expect(read.status).toBe(503);
    expect(await read.json()).toEqual(unavailable);
  });

  it('when the database is cut during an open transaction, then the request answers 503 and nothing is written', async () => {
    const before = transactionsOpen;
    const pending = put('bola', { count: 4, holdMs: 400 });
    await waitFor('the transaction to be open', () => transactionsOpen > before);

    await proxy.cut();
    const answer = await pending;

    expect(answer.status).toBe(503);
    expect(await answer.json()).toEqual(unavailable);
    await proxy.restore();
    expect((await direct.query(`SELECT * FROM outage.unread WHERE user_id = 'bola'`)).rowCount).toBe(0);
  });

  it('when the database returns, then readiness recovers by itself and events committed around the cut are published once', async () => {
    await waitFor('the service to be ready', async () => (await call('/readyz')).status === 200, 10_000);
    const beforeCut = await commitBehindRelay('chidi', 1);
    await proxy.cut();
    const duringCut = await commitBehindRelay('dayo', 1);
    const refused = await put('emeka', { count: 1 });
    await sleep(1_500);

    await proxy.restore();

    expect(refused.status).toBe(503);
    await waitFor('readiness to return', async () => (await call('/readyz')).status === 200, 5_000);
    await waitFor('both events consumed', async () => (await notified()).length === 2, 10_000);
    expect(await notified()).toEqual([beforeCut.id, duringCut.id].sort());
    await waitFor(
      'the outbox to drain',
      async () =>
        (await running.service.ctx.db.pool.query('SELECT 1 FROM outage.outbox WHERE sent_at IS NULL'))
          .rowCount === 0,
    );
    const written = await put('funke', { count: 2 });
    expect(written.status).toBe(200);
  });

  it('when an event arrives while the database is away, then the consumer retries until it returns and applies it once', async () => {
    await waitFor('the service to be ready', async () => (await call('/readyz')).status === 200, 10_000);
    await proxy.cut();
    const event = createEnvelope('messaging', {
      type: topic,
      key: 'gbenga',
      data: { userId: 'gbenga', count: 7, through: 7 },
    });
    const delivered = running.bus.publish(topic, [event]);
    // Longer than the default retry policy's attempts (100 + 200 + 400 + 800 ms) would last.
    await sleep(2_000);

    await proxy.restore();
    await delivered;

    expect(await notified()).toContain(event.id);
    expect((running.bus as InProcessBus).deadLetters).toEqual([]);
  });
});
