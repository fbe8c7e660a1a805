import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { EventEnvelope } from '@glow/contracts';
import { createLogger, defineService } from '@glow/service-kit';
import { startServiceForTest, waitFor, type ServiceUnderTest } from '@glow/testing';

/** Writes `inbox.unread.changed` on a request; its consumer answers with a `message.sent`. */
const relayService = (migrationsDir: string) =>
  defineService({
    // Both topics are messaging's: consumers ignore them from any other producer.
    name: 'messaging',
    schema: 'corr',
    migrationsDir,
    consumers: [
      {
        topics: ['inbox.unread.changed'],
        handle: async (event, _topic, ctx) => {
          const { userId } = event.data as { userId: string };
          ctx.logger.info({ userId }, 'unread count seen');
          await ctx.db.transaction((client) =>
            ctx.outbox.add(client, 'message.sent', {
              key: userId,
              data: {
                _id: `m-${event.id}`,
                user: userId,
                message: 'You have mail',
                fromAdmin: true,
                createdAt: new Date().toISOString(),
                seq: 1,
              },
            }),
          );
        },
      },
    ],
    routes(app, ctx) {
      app.post('/unread/:userId', async (req, res) => {
        const userId = req.params.userId;
        ctx.logger.info({ userId }, 'storing unread count');
        await ctx.db.transaction((client) =>
          ctx.outbox.add(client, 'inbox.unread.changed', {
            key: userId,
            data: { userId, count: 1, through: 1 },
          }),
        );
        res.status(201).json({ userId });
      });
    },
  });

describe('correlation ids', () => {
  let dir: string;
  let service: ServiceUnderTest;
  const lines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'corr-migrations-'));
    await writeFile(path.join(dir, '001_init.sql'), 'SELECT 1;');
    const logger = createLogger('corr', 'info', {
      write: (line: string) => void lines.push(JSON.parse(line)),
    });
    service = await startServiceForTest(relayService(dir), { logger });
  });

  afterAll(async () => {
    await service?.stop();
    await rm(dir, { recursive: true, force: true });
  });

  const envelopes = async () =>
    (
      await service.service.ctx.db.pool.query<{ envelope: EventEnvelope }>(
        'SELECT envelope FROM corr.outbox ORDER BY id',
      )
    ).rows.map((row) => row.envelope);

  it('when a request writes an event and a consumer of it writes another, then both carry the request id and so do their log lines', async () => {
    const answer = await fetch(`${service.url}/unread/ada`, {
      method: 'POST',
      headers: { 'x-request-id': 'req-ada-1' },
    });
    expect(answer.status).toBe(201);

    await waitFor('the consumer to answer with its own event', async () => (await envelopes()).length === 2);
    const [written, answered] = await envelopes();
    expect(written).toMatchObject({ type: 'inbox.unread.changed', correlationId: 'req-ada-1' });
    expect(answered).toMatchObject({ type: 'message.sent', correlationId: 'req-ada-1' });
    expect(answered!.id).not.toBe(written!.id);
    const logged = (msg: string) => lines.find((line) => line.msg === msg);
    expect(logged('storing unread count')).toMatchObject({ correlationId: 'req-ada-1' });
    expect(logged('unread count seen')).toMatchObject({ correlationId: 'req-ada-1' });
  });

  it('when an event is written outside any request or consumer, then its correlation id is its own id', async () => {
    const event = await service.service.ctx.db.transaction((client) =>
      service.service.ctx.outbox.add(client, 'inbox.unread.changed', {
        key: 'bola',
        data: { userId: 'bola', count: 2, through: 2 },
      }),
    );
    expect(event.correlationId).toBe(event.id);
  });
});
