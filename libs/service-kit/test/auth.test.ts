import { createEnvelope, type TopicData } from '@glow/contracts';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineService } from '@glow/service-kit';
import {
  createTestDatabase,
  startServiceForTest,
  startTcpProxy,
  waitFor,
  type ServiceUnderTest,
  type TcpProxy,
  type TestDatabase,
} from '@glow/testing';

const invalidToken = 'Bearer error="invalid_token"';

/** A service with one public route (optionalUser) and one that needs a user, checking revocation on every request. */
const probe = (migrationsDir: string) =>
  defineService({
    name: 'authprobe',
    migrationsDir,
    routes(app, ctx) {
      app.get('/catalogue', ctx.auth.optionalUser, (req, res) => {
        res.json({ items: ['lipstick'], user: req.user?._id ?? null });
      });
      app.get('/me', ctx.auth.requireUser, (req, res) => {
        res.json(req.user);
      });
      app.get('/admin/ping', ctx.auth.requireAdmin, (_req, res) => {
        res.json({ pong: true });
      });
    },
  });

let migrationsDir: string;
let database: TestDatabase;
let proxy: TcpProxy;
let running: ServiceUnderTest;

beforeAll(async () => {
  migrationsDir = await mkdtemp(path.join(tmpdir(), 'glow-authprobe-'));
  database = await createTestDatabase();
  proxy = await startTcpProxy(Number(new URL(database.url).port || 5432));
  running = await startServiceForTest(probe(migrationsDir), {
    database,
    // Every request reads the revocation table, so a cut database is felt at once.
    env: { DATABASE_URL: proxy.urlThrough(database.url), TOKEN_VERSION_CACHE_MS: '0' },
  });
});

afterEach(() => proxy.restore());

afterAll(async () => {
  await running?.stop();
  await proxy?.close();
  await database?.drop();
  await rm(migrationsDir, { recursive: true, force: true });
});

function get(pathname: string, token?: string): Promise<Response> {
  return fetch(`${running.url}${pathname}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    signal: AbortSignal.timeout(10_000),
  });
}

async function answerOf(pathname: string, token?: string) {
  const response = await get(pathname, token);
  return {
    status: response.status,
    challenge: response.headers.get('www-authenticate'),
    text: await response.text(),
  };
}

describe('when the revocation lookup cannot reach PostgreSQL', () => {
  it('when an authenticated request comes during the outage, then 503 { message } without WWW-Authenticate or internals, and 200 once PostgreSQL is back', async () => {
    const token = running.keys.sign({ _id: 'shopper-1' });
    expect((await get('/me', token)).status).toBe(200);

    await proxy.cut();
    const during = await answerOf('/me', token);

    expect(during.status).toBe(503);
    expect(during.challenge).toBeNull();
    expect(JSON.parse(during.text)).toEqual({
      message: 'Service temporarily unavailable, please try again shortly',
    });
    expect(during.text).not.toMatch(/ECONNREFUSED|5432|127\.0\.0\.1|terminated/);

    await proxy.restore();
    await waitFor('the token to be accepted again', async () => (await get('/me', token)).status === 200);
  });

  it('when a public route gets a token during the outage, then 503 without WWW-Authenticate: the session is not ended', async () => {
    await proxy.cut();

    const during = await answerOf('/catalogue', running.keys.sign({ _id: 'shopper-2' }));

    expect(during.status).toBe(503);
    expect(during.challenge).toBeNull();
  });
});

describe('when a browser holds a stale token', () => {
  const expired = () => running.keys.sign({ _id: 'shopper-3' }, { expiresIn: -60 });

  it('when a public route gets an expired token, then it answers as anonymous and signals invalid_token', async () => {
    const answer = await answerOf('/catalogue', expired());

    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toEqual({ items: ['lipstick'], user: null });
    expect(answer.challenge).toBe(invalidToken);
  });

  it('when a public route gets a forged token, then it answers as anonymous and signals invalid_token', async () => {
    const [header, , signature] = running.keys.sign({ _id: 'shopper-3' }).split('.');
    const claims = Buffer.from(JSON.stringify({ _id: 'shopper-3', isAdmin: true, tv: 0 })).toString(
      'base64url',
    );

    const answer = await answerOf('/catalogue', `${header}.${claims}.${signature}`);

    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toMatchObject({ user: null });
    expect(answer.challenge).toBe(invalidToken);
  });

  it('when a public route gets a revoked token, then it answers as anonymous and signals invalid_token', async () => {
    const userId = 'shopper-revoked';
    const event = createEnvelope<TopicData<'user.deleted'>>('user', {
      type: 'user.deleted',
      key: userId,
      data: { _id: userId },
    });
    await running.bus.publish('user.deleted', [event]);
    const token = running.keys.sign({ _id: userId });
    await waitFor('the deletion to revoke the token', async () => (await get('/me', token)).status === 401);

    const answer = await answerOf('/catalogue', token);

    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toMatchObject({ user: null });
    expect(answer.challenge).toBe(invalidToken);
  });

  it('when a route that needs a user gets an expired token, then 401 says why, with invalid_token', async () => {
    for (const pathname of ['/me', '/admin/ping']) {
      const answer = await answerOf(pathname, expired());

      expect({ pathname, status: answer.status, body: JSON.parse(answer.text) }).toEqual({
        pathname,
        status: 401,
        body: { message: 'Not authorized, token expired' },
      });
      expect(answer.challenge).toBe(invalidToken);
    }
  });

  it('when a public route gets a valid token, then it sees the user and no challenge is sent', async () => {
    const answer = await answerOf('/catalogue', running.keys.sign({ _id: 'shopper-4' }));

    expect(JSON.parse(answer.text)).toMatchObject({ user: 'shopper-4' });
    expect(answer.challenge).toBeNull();
  });
});

describe('issuer and audience', () => {
  it('when a well-signed token lacks iss and aud (an old token) or names others, then it is refused as invalid', async () => {
    const tokens = [
      running.keys.sign({ _id: 'shopper-5' }, { issuer: undefined, audience: undefined }),
      running.keys.sign({ _id: 'shopper-5' }, { issuer: 'someone-else' }),
      running.keys.sign({ _id: 'shopper-5' }, { audience: 'another-app' }),
    ];
    for (const token of tokens) {
      const answer = await answerOf('/me', token);

      expect({ status: answer.status, body: JSON.parse(answer.text) }).toEqual({
        status: 401,
        body: { message: 'Not authorized, token invalid' },
      });
      expect(answer.challenge).toBe(invalidToken);
    }
  });

  it('when JWT_ISSUER and JWT_AUDIENCE are configured, then tokens must carry those', async () => {
    const custom = await startServiceForTest(probe(migrationsDir), {
      keys: running.keys,
      env: { JWT_ISSUER: 'glow-staging', JWT_AUDIENCE: 'glow-staging-api' },
    });
    try {
      const call = (token: string) =>
        fetch(`${custom.url}/me`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.status);

      expect(await call(custom.keys.sign({ _id: 'u-1' }))).toBe(401);
      expect(
        await call(
          custom.keys.sign({ _id: 'u-1' }, { issuer: 'glow-staging', audience: 'glow-staging-api' }),
        ),
      ).toBe(200);
    } finally {
      await custom.stop();
    }
  });
});
