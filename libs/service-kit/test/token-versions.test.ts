import { createEnvelope, type EventEnvelope, type TopicData } from '@glow/contracts';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Pool } from 'pg';
import {
  createLogger,
  defineService,
  kitMigrations,
  migrate,
  revocationOf,
  TokenVersions,
  tokenVersionGroup,
  withTransaction,
} from '@glow/service-kit';
import {
  createTestDatabase,
  startServiceForTest,
  testPool,
  waitFor,
  type ServiceUnderTest,
  type TestDatabase,
} from '@glow/testing';

const updated = (userId: string, tokenVersion: number, isAdmin = false) =>
  createEnvelope<TopicData<'user.updated'>>('user', {
    type: 'user.updated',
    key: userId,
    data: { _id: userId, username: 'ada', email: 'ada@example.com', isAdmin, tokenVersion },
  });
const deleted = (userId: string) =>
  createEnvelope<TopicData<'user.deleted'>>('user', {
    type: 'user.deleted',
    key: userId,
    data: { _id: userId },
  });

const sessionRevoked = (userId: string, sessionId: string) =>
  createEnvelope<TopicData<'user.session.revoked'>>('user', {
    type: 'user.session.revoked',
    key: userId,
    data: { userId, sessionId, revokedAt: new Date().toISOString() },
  });

describe('a kit service honouring token versions announced by the user service', () => {
  let migrationsDir: string;
  let running: ServiceUnderTest;
  let pool: Pool;

  const probe = () =>
    defineService({
      name: 'probe',
      migrationsDir,
      routes(app, ctx) {
        app.get('/me', ctx.auth.requireUser, (req, res) => {
          res.json(req.user);
        });
        app.get('/admin/ping', ctx.auth.requireAdmin, (_req, res) => {
          res.json({ pong: true });
        });
      },
    });

  const publish = (event: EventEnvelope) => running.bus.publish(event.type as 'user.updated', [event]);
  const statusOf = async (
    pathname: string,
    claims: { _id: string; tv: number; isAdmin?: boolean; sid?: string },
  ) => {
    const answer = await fetch(`${running.url}${pathname}`, {
      headers: { authorization: `Bearer ${running.keys.sign(claims)}` },
    });
    return {
      status: answer.status,
      message: answer.ok ? undefined : ((await answer.json()) as { message: string }).message,
    };
  };

  beforeAll(async () => {
    migrationsDir = await mkdtemp(path.join(tmpdir(), 'glow-probe-'));
    running = await startServiceForTest(probe());
    pool = testPool(running.database!.url);
  });
  afterAll(async () => {
    await pool?.end();
    await running?.stop();
    await rm(migrationsDir, { recursive: true, force: true });
  });

  it('when nothing was announced for a user, then their token is accepted', async () => {
    expect((await statusOf('/me', { _id: randomUUID(), tv: 0 })).status).toBe(200);
  });

  it('when a newer token version is announced, then older tokens get 401 and current or newer ones pass', async () => {
    const userId = randomUUID();
    expect((await statusOf('/me', { _id: userId, tv: 1 })).status).toBe(200);

    await publish(updated(userId, 2));

    expect(await statusOf('/me', { _id: userId, tv: 1 })).toEqual({
      status: 401,
      message: 'Not authorized, token revoked',
    });
    expect((await statusOf('/me', { _id: userId, tv: 2 })).status).toBe(200);
    // Issued by the user service before its event arrived here.
    expect((await statusOf('/me', { _id: userId, tv: 3 })).status).toBe(200);
  });

  it('when a demoted admin brings the token from before the role change, then the admin route answers 401', async () => {
    const userId = randomUUID();
    expect((await statusOf('/admin/ping', { _id: userId, tv: 0, isAdmin: true })).status).toBe(200);

    await publish(updated(userId, 1, false));

    expect((await statusOf('/admin/ping', { _id: userId, tv: 0, isAdmin: true })).status).toBe(401);
    expect((await statusOf('/admin/ping', { _id: userId, tv: 1, isAdmin: false })).status).toBe(403);
  });

  it('when announcements arrive out of order, then the version never moves back', async () => {
    const userId = randomUUID();
    await publish(updated(userId, 5));
    await publish(updated(userId, 4));

    expect((await statusOf('/me', { _id: userId, tv: 4 })).status).toBe(401);
    expect((await statusOf('/me', { _id: userId, tv: 5 })).status).toBe(200);
  });

  it('when a user is deleted, then all their tokens get 401, even after a late update', async () => {
    const userId = randomUUID();
    await publish(deleted(userId));
    await publish(updated(userId, 9));

    expect(await statusOf('/me', { _id: userId, tv: 9 })).toEqual({
      status: 401,
      message: 'Not authorized, token revoked',
    });
  });

  it('when a session ends (logout), then its tokens get 401 and the other sessions of the user pass', async () => {
    const userId = randomUUID();
    const [laptop, phone] = [randomUUID(), randomUUID()];
    expect((await statusOf('/me', { _id: userId, tv: 0, sid: laptop })).status).toBe(200);

    await publish(sessionRevoked(userId, laptop));
    await publish(sessionRevoked(userId, laptop));

    expect(await statusOf('/me', { _id: userId, tv: 0, sid: laptop })).toEqual({
      status: 401,
      message: 'Not authorized, token revoked',
    });
    expect((await statusOf('/me', { _id: userId, tv: 0, sid: phone })).status).toBe(200);
    // An ended session leaves the token version where it was.
    expect((await statusOf('/me', { _id: userId, tv: 0 })).status).toBe(200);
    const { rows } = await pool.query(
      'SELECT count(*)::int AS kept FROM probe.revoked_sessions WHERE user_id = $1',
      [userId],
    );
    expect(rows[0].kept).toBe(1);
  });

  it('when the same announcement is delivered twice, then the ledger records it once', async () => {
    const event = updated(randomUUID(), 1);
    await publish(event);
    await publish(event);

    const { rows } = await pool.query(
      'SELECT count(*)::int AS seen FROM probe.processed_events WHERE consumer_group = $1 AND event_id = $2',
      [tokenVersionGroup('probe'), event.id],
    );
    expect(rows[0].seen).toBe(1);
  });
});

describe('a service that checks tokens against its own users', () => {
  it('when it starts, then it asks its own check and keeps no token-version table', async () => {
    const migrationsDir = await mkdtemp(path.join(tmpdir(), 'glow-issuer-'));
    const checked: string[] = [];
    const issuer = defineService({
      name: 'issuer',
      migrationsDir,
      ownTokenCheck: () => async (claims) => {
        checked.push(claims._id);
        return claims.tv < 1;
      },
      routes(app, ctx) {
        app.get('/me', ctx.auth.requireUser, (_req, res) => {
          res.json({ ok: true });
        });
      },
    });
    const running = await startServiceForTest(issuer);
    try {
      const statusWith = async (tv: number) =>
        (
          await fetch(`${running.url}/me`, {
            headers: { authorization: `Bearer ${running.keys.sign({ _id: 'u-own', tv })}` },
          })
        ).status;
      expect([await statusWith(0), await statusWith(1)]).toEqual([401, 200]);
      expect(checked).toEqual(['u-own', 'u-own']);
      const { rows } = await running.service.ctx.db.pool.query(
        "SELECT to_regclass('issuer.user_token_versions') AS table_name",
      );
      expect(rows[0].table_name).toBeNull();
    } finally {
      await running.stop();
      await rm(migrationsDir, { recursive: true, force: true });
    }
  });
});

describe('token versions seen by two instances of one service', () => {
  const schema = 'tokens';
  const cacheMs = 400;
  let database: TestDatabase;
  let pool: Pool;

  beforeAll(async () => {
    database = await createTestDatabase();
    pool = testPool(database.url);
    await migrate(pool, schema, kitMigrations(schema), createLogger('token-versions-test', 'silent'));
  });
  afterAll(async () => {
    await pool?.end();
    await database?.drop();
  });

  it('when one instance records a change, then the other one refuses the old token once its cache expires', async () => {
    const handling = new TokenVersions(pool, schema, cacheMs);
    const other = new TokenVersions(pool, schema, cacheMs);
    const userId = randomUUID();
    const old = { _id: userId, isAdmin: false, tv: 0 };
    expect(await other.isRevoked(old)).toBe(false);

    const recordedAt = Date.now();
    await withTransaction(pool, (client) => handling.record(client, revocationOf(updated(userId, 1))));
    handling.forget(userId);

    expect(await handling.isRevoked(old)).toBe(true);
    await waitFor('the other instance refuses the old token', () => other.isRevoked(old), cacheMs + 1_000);
    expect(Date.now() - recordedAt).toBeGreaterThanOrEqual(cacheMs - 50);
  });

  it('when the cache is off, then every check reads the database', async () => {
    const handling = new TokenVersions(pool, schema, 10_000);
    const uncached = new TokenVersions(pool, schema, 0);
    const userId = randomUUID();
    expect(await uncached.isRevoked({ _id: userId, isAdmin: false, tv: 0 })).toBe(false);

    await withTransaction(pool, (client) => handling.record(client, revocationOf(deleted(userId))));

    expect(await uncached.isRevoked({ _id: userId, isAdmin: false, tv: 0 })).toBe(true);
  });
});
