import { createHmac } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import jwt from 'jsonwebtoken';
import { z } from 'zod';
import {
  baseConfigSchema,
  ConfigError,
  defineService,
  loadConfig,
  notFound,
  parseInput,
} from '@glow/service-kit';
import {
  createTestDatabase,
  createTestKeys,
  startServiceForTest,
  waitFor,
  type ServiceUnderTest,
  type TestDatabase,
} from '@glow/testing';

const topic = 'inbox.unread.changed' as const;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const keys = createTestKeys();
let slowRequests = 0;

function probeService(migrationsDir: string) {
  return defineService({
    // It publishes and reads a topic messaging owns, so it plays messaging (consumers ignore other producers).
    name: 'messaging',
    schema: 'probe',
    migrationsDir,
    consumers: [
      {
        topics: [topic],
        handle: async (event, _topic, ctx) => {
          const { userId, count } = event.data as { userId: string; count: number };
          await ctx.db.consumeOnce(event, async (client) => {
            await client.query('INSERT INTO probe.notified (user_id, count) VALUES ($1, $2)', [
              userId,
              count,
            ]);
          });
        },
      },
    ],
    routes(app, ctx) {
      app.put('/unread/:userId', async (req, res) => {
        const { count } = parseInput(z.object({ count: z.number().int().nonnegative() }).strict(), req.body);
        const userId = req.params.userId;
        await ctx.db.transaction(async (client) => {
          await client.query(
            'INSERT INTO probe.unread (user_id, count) VALUES ($1, $2) ON CONFLICT (user_id) DO UPDATE SET count = $2',
            [userId, count],
          );
          await ctx.outbox.add(client, topic, { key: userId, data: { userId, count, through: count } });
        });
        res.json({ userId, count });
      });
      app.get('/unread/:userId', async (req, res) => {
        const { rows } = await ctx.db.pool.query(
          'SELECT user_id, count FROM probe.unread WHERE user_id = $1',
          [req.params.userId],
        );
        if (!rows[0]) throw notFound('No unread count for this user');
        res.json({ userId: rows[0].user_id, count: rows[0].count });
      });
      app.get('/me', ctx.auth.requireUser, (req, res) => {
        res.json(req.user);
      });
      app.get('/admin/ping', ctx.auth.requireAdmin, (_req, res) => {
        res.json({ pong: true });
      });
      app.get('/boom', () => {
        throw new Error('connection string postgres://secret@db leaked?');
      });
      app.get('/slow', async (_req, res) => {
        slowRequests += 1;
        await sleep(300);
        res.json({ done: true });
      });
    },
  });
}

let migrationsDir: string;
let database: TestDatabase;
let running: ServiceUnderTest;

beforeAll(async () => {
  migrationsDir = await mkdtemp(path.join(tmpdir(), 'glow-probe-'));
  await writeFile(
    path.join(migrationsDir, '001_unread.sql'),
    `CREATE TABLE probe.unread (user_id text PRIMARY KEY, count int NOT NULL);
     CREATE TABLE probe.notified (user_id text NOT NULL, count int NOT NULL);`,
  );
  database = await createTestDatabase();
  running = await startServiceForTest(probeService(migrationsDir), {
    keys,
    database,
    env: { BODY_LIMIT: '1kb' },
  });
});

afterAll(async () => {
  await running?.stop();
  await database?.drop();
  await rm(migrationsDir, { recursive: true, force: true });
});

function call(pathname: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${running.url}${pathname}`, init);
}

function sendJson(pathname: string, body: string, headers: Record<string, string> = {}): Promise<Response> {
  return call(pathname, { method: 'PUT', body, headers: { 'content-type': 'application/json', ...headers } });
}

function bearer(token: string): RequestInit {
  return { headers: { authorization: `Bearer ${token}` } };
}

function unsignedParts(claims: object, alg: string): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg, typ: 'JWT' })}.${encode({ iat: Math.floor(Date.now() / 1000), ...claims })}`;
}

describe('a service made with the kit', () => {
  it('when probed, then /healthz answers 200 and /readyz reports the bus and database ready', async () => {
    const health = await call('/healthz');
    const ready = await call('/readyz');

    expect(health.status).toBe(200);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ ready: true, checks: { bus: true, database: true } });
  });

  it('when a route writes state with an event, then the state is readable and the consumer sees the event', async () => {
    const written = await sendJson('/unread/amaka', JSON.stringify({ count: 3 }));

    expect(written.status).toBe(200);
    expect(await (await call('/unread/amaka')).json()).toEqual({ userId: 'amaka', count: 3 });
    await waitFor('the consumer effect', async () => {
      const { rows } = await running.service.ctx.db.pool.query('SELECT user_id, count FROM probe.notified');
      return rows.length === 1 && rows[0].user_id === 'amaka' && rows[0].count === 3;
    });
  });

  it('when /metrics is scraped, then it shows latency by route, the outbox backlog, consumed events and their lag', async () => {
    await sendJson('/unread/bola', JSON.stringify({ count: 1 }));
    await waitFor(
      'the event to be consumed',
      async () =>
        (await running.service.ctx.db.pool.query(`SELECT 1 FROM probe.notified WHERE user_id = 'bola'`))
          .rowCount === 1,
    );

    // The relay marks a row published after the broker took it: the consumer can be quicker.
    let answer!: Response;
    let text = '';
    await waitFor('the outbox to be empty', async () => {
      answer = await call('/metrics');
      text = await answer.text();
      return /^outbox_backlog\{[^}]*\} 0$/m.test(text);
    });

    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{[^}]*route="\/unread\/:userId"[^}]*status="200"/,
    );
    expect(text).toMatch(/^outbox_backlog\{[^}]*\} 0$/m);
    expect(text).toMatch(/^events_consumed_total\{[^}]*topic="inbox\.unread\.changed"[^}]*\} [1-9]/m);
    // Every consumed event is under the last bucket; on this machine's one clock, it took under a minute.
    expect(text).toMatch(
      /^event_lag_seconds_bucket\{le="60",[^}]*topic="inbox\.unread\.changed"[^}]*\} [1-9]/m,
    );
  });

  it('when a request carries x-request-id, then it is echoed; when it has none, then one is generated', async () => {
    const given = await call('/healthz', { headers: { 'x-request-id': 'gateway-req-42' } });
    const generated = await call('/healthz');

    expect(given.headers.get('x-request-id')).toBe('gateway-req-42');
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('when the body is malformed JSON, then the answer is 400 with a message', async () => {
    const answer = await sendJson('/unread/amaka', '{"count": 3');

    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ message: 'Malformed JSON in request body' });
  });

  it('when the body is larger than BODY_LIMIT, then the answer is 413 with a message', async () => {
    const answer = await sendJson('/unread/amaka', JSON.stringify({ count: 1, padding: 'x'.repeat(4_000) }));

    expect(answer.status).toBe(413);
    expect(await answer.json()).toEqual({ message: 'Request body is too large' });
  });

  it('when the input fails validation, then the answer is 400 listing each problem as { msg }', async () => {
    const answer = await sendJson('/unread/amaka', JSON.stringify({ count: 'many', extra: true }));
    const body = (await answer.json()) as { message: unknown; errors: unknown };

    expect(answer.status).toBe(400);
    expect(body.message).toEqual(expect.any(String));
    expect(body.errors).toEqual([
      { msg: expect.stringContaining('count') },
      { msg: expect.stringContaining('extra') },
    ]);
  });

  it('when the route is unknown, then the answer is 404 with a message', async () => {
    const answer = await call('/no/such/route');

    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({ message: 'Not found: GET /no/such/route' });
  });

  it('when a route throws a plain Error, then the answer is 500 without details', async () => {
    const answer = await call('/boom');
    const text = await answer.text();

    expect(answer.status).toBe(500);
    expect(JSON.parse(text)).toEqual({ message: 'Internal server error' });
    expect(text).not.toMatch(/secret|at .*\.ts/);
  });

  describe('auth', () => {
    const now = () => Math.floor(Date.now() / 1000);

    it('when requireUser gets no token, then 401 with a message', async () => {
      const answer = await call('/me');

      expect(answer.status).toBe(401);
      expect(await answer.json()).toEqual({ message: expect.any(String) });
      expect(answer.headers.get('www-authenticate')).toBeNull();
    });

    it('when requireUser gets a valid RS256 token, then 200 with the claims', async () => {
      const answer = await call('/me', bearer(keys.sign({ _id: 'u-1' })));

      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ _id: 'u-1', isAdmin: false, tv: 0, mfa: false });
    });

    it('when the token is expired, then 401', async () => {
      const expired = jwt.sign({ _id: 'u-1', isAdmin: false, tv: 0, exp: now() - 60 }, keys.privateKey, {
        algorithm: 'RS256',
      });

      const answer = await call('/me', bearer(expired));

      expect(answer.status).toBe(401);
      expect(await answer.json()).toEqual({ message: 'Not authorized, token expired' });
      // What tells the browser to end its session (RFC 6750), unlike other 401s.
      expect(answer.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');
    });

    it('when the signature is tampered with, then 401', async () => {
      const [header, payload, signature] = keys.sign({ _id: 'u-1' }).split('.') as [string, string, string];
      const middle = Math.floor(signature.length / 2);
      const flipped = signature[middle] === 'A' ? 'B' : 'A';
      const tampered = `${header}.${payload}.${signature.slice(0, middle)}${flipped}${signature.slice(middle + 1)}`;

      const answer = await call('/me', bearer(tampered));

      expect(answer.status).toBe(401);
    });

    it('when the payload is changed under a valid signature, then 401', async () => {
      const [header, , signature] = keys.sign({ _id: 'u-1' }).split('.');
      const forged = Buffer.from(
        JSON.stringify({ _id: 'u-1', isAdmin: true, tv: 0, exp: now() + 60 }),
      ).toString('base64url');

      const answer = await call('/admin/ping', bearer(`${header}.${forged}.${signature}`));

      expect(answer.status).toBe(401);
    });

    it('when the token uses alg none, then 401', async () => {
      const answer = await call(
        '/me',
        bearer(`${unsignedParts({ _id: 'u-1', isAdmin: true, tv: 0 }, 'none')}.`),
      );

      expect(answer.status).toBe(401);
    });

    it('when the token is HS256 signed with the public key as secret, then 401', async () => {
      const signingInput = unsignedParts({ _id: 'u-1', isAdmin: true, tv: 0, exp: now() + 60 }, 'HS256');
      const signature = createHmac('sha256', keys.publicKey).update(signingInput).digest('base64url');

      const answer = await call('/admin/ping', bearer(`${signingInput}.${signature}`));

      expect(answer.status).toBe(401);
    });

    it('when requireAdmin gets a non-admin token, then 403; an admin token, then 200', async () => {
      const shopper = await call('/admin/ping', bearer(keys.sign({ _id: 'u-1', isAdmin: false })));
      const admin = await call('/admin/ping', bearer(keys.sign({ _id: 'u-2', isAdmin: true })));

      expect(shopper.status).toBe(403);
      expect(await shopper.json()).toEqual({ message: 'Not authorized as an admin' });
      expect(admin.status).toBe(200);
    });
  });

  describe('configuration', () => {
    it('when PORT is not a number, then loadConfig throws a ConfigError naming PORT', () => {
      const load = () => loadConfig(baseConfigSchema, { PORT: 'abc' });

      expect(load).toThrow(ConfigError);
      expect(load).toThrow(/PORT/);
    });

    it('when a service starts with a wrong value, then it refuses to start and names the variable', async () => {
      const start = startServiceForTest(probeService(migrationsDir), {
        keys,
        database,
        env: { DATABASE_POOL_MAX: 'lots' },
      });

      await expect(start).rejects.toThrow(ConfigError);
      await expect(start).rejects.toThrow(/DATABASE_POOL_MAX/);
    });
  });

  describe('graceful stop', () => {
    it('when stop is called during a slow request, then the request completes and new connections are refused', async () => {
      const stopping = await startServiceForTest(probeService(migrationsDir), {
        keys,
        database,
        env: { SHUTDOWN_GRACE_MS: '10000' },
      });
      const before = slowRequests;
      const slow = fetch(`${stopping.url}/slow`).then(async (answer) => ({
        status: answer.status,
        body: await answer.json(),
        at: Date.now(),
      }));
      await waitFor('the slow request to be in flight', () => slowRequests > before);

      const stoppedAt = await stopping.stop().then(() => Date.now());
      const answer = await slow;

      expect(answer).toMatchObject({ status: 200, body: { done: true } });
      expect(stoppedAt).toBeGreaterThanOrEqual(answer.at);
      // fetch keeps its connection alive: stop must close it once the response is done, not at the grace deadline.
      expect(stoppedAt - answer.at).toBeLessThan(1_000);
      await expect(fetch(`${stopping.url}/healthz`)).rejects.toThrow();
    });
  });
});
