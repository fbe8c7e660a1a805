import type { EventEnvelope } from '@glow/contracts';
import { InProcessBus, createLogger } from '@glow/service-kit';
import { createTestDatabase, type TestDatabase } from '@glow/service-kit/testing';
import { Client } from 'pg';
import { startUserService } from './user-service';

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
});
