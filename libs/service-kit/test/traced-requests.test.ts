import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { activeTraceparent, defineService } from '@glow/service-kit';
import { startServiceForTest, type ServiceUnderTest } from '@glow/testing';
import { traceInMemory, type TracesInMemory } from '@glow/testing/tracing';

/** Writes an event on a request and answers the traceparent it saw. */
const shop = (migrationsDir: string) =>
  defineService({
    name: 'shop',
    migrationsDir,
    routes(app, ctx) {
      app.post('/api/carts/:userId', async (req, res) => {
        const userId = req.params.userId;
        await ctx.db.transaction((client) =>
          ctx.outbox.add(client, 'inbox.unread.changed', {
            key: userId,
            data: { userId, count: 1, through: 1 },
          }),
        );
        res.json({ traceparent: activeTraceparent() });
      });
    },
  });

const traceId = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
const callerSpanId = '1122334455667788';

let traces: TracesInMemory;
let migrations: string;
let service: ServiceUnderTest;

beforeAll(async () => {
  traces = traceInMemory('kit-test');
  migrations = await mkdtemp(path.join(tmpdir(), 'glow-traced-'));
  service = await startServiceForTest(shop(migrations));
});

afterAll(async () => {
  await service?.stop();
  await rm(migrations, { recursive: true, force: true });
  await traces?.stop();
});

async function post(userId: string, traceparent: string) {
  const answer = await fetch(`${service.url}/api/carts/${userId}`, {
    method: 'POST',
    headers: { traceparent },
  });
  const { rows } = await service.service.ctx.db.pool.query<{ traceparent: string }>(
    'SELECT traceparent FROM shop.outbox WHERE event_key = $1',
    [userId],
  );
  return { seen: ((await answer.json()) as { traceparent: string }).traceparent, kept: rows[0]?.traceparent };
}

it('when a request continues a sampled trace, then its server span is the caller’s child, named after the route, and its event keeps that span’s traceparent', async () => {
  const { seen, kept } = await post('ada', `00-${traceId}-${callerSpanId}-01`);

  const server = traces.spans().find((span) => span.name === 'POST /api/carts/:userId');
  expect(server).toBeDefined();
  expect(server!.spanContext().traceId).toBe(traceId);
  expect(server!.parentSpanContext?.spanId).toBe(callerSpanId);
  expect(server!.resource.attributes['service.name']).toBe('shop');
  expect(server!.attributes).toMatchObject({
    'http.route': '/api/carts/:userId',
    'http.response.status_code': 200,
  });
  expect(seen).toBe(`00-${traceId}-${server!.spanContext().spanId}-01`);
  expect(kept).toBe(seen);
});

it('when a request belongs to a trace the sampler left out, then it opens no span and its event still says so downstream', async () => {
  const unsampled = `00-${traceId}-${callerSpanId}-00`;
  const before = traces.spans().length;

  const { seen, kept } = await post('bola', unsampled);

  expect(traces.spans()).toHaveLength(before);
  expect(seen).toBe(unsampled);
  expect(kept).toBe(unsampled);
});

it('when the orchestrator probes the service, then no trace is made', async () => {
  const before = traces.spans().length;

  expect((await fetch(`${service.url}/readyz`)).status).toBe(200);

  expect(traces.spans()).toHaveLength(before);
});
