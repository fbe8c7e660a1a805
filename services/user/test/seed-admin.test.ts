import type { EventEnvelope } from '@glow/contracts';
import { Writable } from 'node:stream';
import { InProcessBus, createLogger } from '@glow/service-kit';
import { createTestDatabase, type TestDatabase } from '@glow/testing';
import { Client } from 'pg';
import { client, newAccount } from './http-client';
import { startUserService } from './user-service';

/** Warnings and above, as parsed log lines. */
function capturedWarnings() {
  const lines: { msg: string; username?: string; email?: string }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString('utf8')) as (typeof lines)[number]);
      done();
    },
  });
  return { logger: createLogger('user', 'warn', stream), lines };
}

const adminEnv = {
  ADMIN_EMAIL: 'Boss@Glow.test',
  ADMIN_USERNAME: 'boss',
  ADMIN_PASSWORD: 'correct horse battery',
};

async function usersIn(database: TestDatabase) {
  const client = new Client({ connectionString: database.url });
  await client.connect();
  try {
    return (await client.query('SELECT username, email, password_hash, is_admin FROM identity.users')).rows;
  } finally {
    await client.end();
  }
}

describe('admin seed', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it('when the service starts twice with admin settings, then exactly one admin exists, hashed, announced once', async () => {
    const bus = new InProcessBus(createLogger('test', 'silent'));
    const registered: EventEnvelope[] = [];
    await bus.subscribe({
      group: 'test',
      topics: ['user.registered'],
      handler: async (event) => void registered.push(event),
    });
    await bus.start();

    const first = await startUserService({ env: adminEnv, database, bus });
    await first.stop();
    const second = await startUserService({ env: adminEnv, database, bus });
    await second.stop();

    const users = await usersIn(database);
    expect(users).toHaveLength(1);
    expect(users[0]).toMatchObject({ username: 'boss', email: 'Boss@Glow.test', is_admin: true });
    expect(users[0].password_hash).toMatch(/^\$argon2id\$/);
    expect(users[0].password_hash).not.toContain(adminEnv.ADMIN_PASSWORD);
    expect(registered.map((event) => event.data)).toEqual([
      expect.objectContaining({ username: 'boss', email: 'Boss@Glow.test', isAdmin: true }),
    ]);
    await bus.stop();
  });

  it('when the admin password is too short, then start-up fails naming ADMIN_PASSWORD', async () => {
    await expect(
      startUserService({ env: { ...adminEnv, ADMIN_PASSWORD: 'short' }, database }),
    ).rejects.toThrow(/ADMIN_PASSWORD/);
  });

  it('when ADMIN_USERNAME already belongs to another account, then the service still starts and says what conflicts', async () => {
    const own = await createTestDatabase();
    try {
      // An earlier start seeded "boss" with another ADMIN_EMAIL.
      const earlier = await startUserService({ env: adminEnv, database: own });
      await earlier.stop();
      const warnings = capturedWarnings();

      const running = await startUserService({
        env: { ...adminEnv, ADMIN_EMAIL: 'new-boss@glow.test' },
        database: own,
        logger: warnings.logger,
      });
      const health = await fetch(`${running.url}/readyz`);
      await running.stop();

      expect(health.status).toBe(200);
      expect((await usersIn(own)).map((user) => user.email)).toEqual(['Boss@Glow.test']);
      expect(warnings.lines).toContainEqual(
        expect.objectContaining({
          username: 'boss',
          email: 'new-boss@glow.test',
          msg: expect.stringMatching(/"boss" \(ADMIN_USERNAME\) belongs to another account/),
        }),
      );
    } finally {
      await own.drop();
    }
  });

  it('when a shopper registers the configured admin username in any case, then 400 says it is reserved', async () => {
    const running = await startUserService({ env: { ADMIN_USERNAME: 'boss' } });
    try {
      const answer = await client(running.url)('POST', '/api/users/register', {
        body: { ...newAccount(), username: ' BOSS ' },
      });

      expect(answer).toMatchObject({
        status: 400,
        body: { message: 'This username is reserved, please choose another' },
      });
    } finally {
      await running.stop();
    }
  });
});
