import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { notificationService } from '@glow/notification';
import { createEnvelope } from '@glow/contracts';
import { createLogger, createRateLimits } from '@glow/service-kit';
import { freePort, portOpen, startServiceForTest, waitFor } from '@glow/testing';
import { repoRoot } from './compose-file';
import { loadDeployables } from './deployables';

const rules = path.join(repoRoot, 'infra/deploy/redis/users.acl');
const logger = createLogger('redis-users-test', 'silent');

/** The users of users.acl, but the anonymous one. */
const users = [...readFileSync(rules, 'utf8').matchAll(/^user ([a-z]+) /gm)]
  .map((match) => match[1]!)
  .filter((name) => name !== 'default');
const passwordOf = (user: string) => `${user}-redis-test-password`;
const passwordVariables = Object.fromEntries(
  users.map((user) => [`GLOW_REDIS_PASSWORD_${user.toUpperCase()}`, passwordOf(user)]),
);

let dir: string;
let port: number;
let redis: ChildProcess;
const clients: Redis[] = [];

const urlOf = (user: string, password = passwordOf(user)) => `redis://${user}:${password}@127.0.0.1:${port}`;

function connect(url: string): Redis {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  client.on('error', () => undefined);
  clients.push(client);
  return client;
}

/** Redis's answer to one command: its reply, or the error's first word (NOPERM, WRONGPASS…). */
async function answer(client: Redis, ...command: [string, ...string[]]): Promise<unknown> {
  if (client.status === 'wait') await client.connect().catch(() => undefined);
  return client.call(...command).catch((error: Error) => error.message.split(' ')[0]);
}

/** The prefix a deployable keeps its counters under, from its configuration's default. */
async function rateLimitPrefixOf(name: string): Promise<string> {
  const deployable = (await loadDeployables()).find((candidate) => candidate.name === name)!;
  const prefix = deployable.config.shape.RATE_LIMIT_PREFIX;
  if (!prefix) throw new Error(`${name} has no RATE_LIMIT_PREFIX`);
  return (prefix as { parse(value: unknown): string }).parse(undefined);
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'glow-redis-acl-'));
  port = await freePort();
  redis = spawn(
    'sh',
    [path.join(repoRoot, 'infra/deploy/redis/start-redis.sh'), '--port', String(port), '--bind', '127.0.0.1'],
    {
      env: {
        PATH: process.env.PATH,
        ...passwordVariables,
        USERS_ACL: rules,
        ACL_FILE: path.join(dir, 'acl'),
        // The image's entry point drops root; here redis-server runs as the test does.
        REDIS_COMMAND: 'redis-server',
      },
      // Its complaints (a missing password, a rule Redis refuses) show in the test's output.
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  await waitFor('redis to listen', () => portOpen('127.0.0.1', port, 500), 10_000);
});

afterAll(async () => {
  for (const client of clients) client.disconnect();
  redis?.kill('SIGKILL');
  if (redis && redis.exitCode === null) await once(redis, 'exit');
  rmSync(dir, { recursive: true, force: true });
});

describe('Redis users of the deployment (real Redis with infra/deploy/redis/users.acl)', () => {
  it('when a client connects without a user, then it may only ping', async () => {
    const anonymous = connect(`redis://127.0.0.1:${port}`);
    expect(await answer(anonymous, 'PING')).toBe('PONG');
    expect(await answer(anonymous, 'GET', 'glow:rl:x')).toBe('NOPERM');
    expect(await answer(anonymous, 'CONFIG', 'GET', 'requirepass')).toBe('NOPERM');
  });

  it("when a user signs in with another user's password, then Redis refuses it", async () => {
    for (const [index, user] of users.entries()) {
      const other = users[(index + 1) % users.length]!;
      const anonymous = connect(`redis://127.0.0.1:${port}`);
      expect({ user, reply: await answer(anonymous, 'AUTH', user, passwordOf(other)) }).toEqual({
        user,
        reply: 'WRONGPASS',
      });
      expect({ user, reply: await answer(anonymous, 'AUTH', user, passwordOf(user)) }).toEqual({
        user,
        reply: 'OK',
      });
    }
  });

  it.each(['gateway', 'user', 'order', 'messaging'])(
    'when %s counts requests with its own rate limiter, then the counts hold in Redis and it reaches no other key',
    async (name) => {
      const prefix = await rateLimitPrefixOf(name);
      const limits = createRateLimits({ REDIS_URL: urlOf(name), RATE_LIMIT_PREFIX: prefix }, logger);
      await limits.ready();
      const limiter = limits.keyed({ name: 'acl-probe', limit: 2, windowMs: 60_000 });
      // The limiter lets requests through when its store fails: only a working store refuses the third.
      expect([await limiter('client'), await limiter('client'), await limiter('client')]).toEqual([
        true,
        true,
        false,
      ]);
      await limits.close();

      const own = connect(urlOf(name));
      expect(await answer(own, 'GET', `${prefix}acl-probe:client`)).toBe('3');
      expect(await answer(own, 'GET', 'glow:notification:seen:x')).toBe('NOPERM');
      expect(await answer(own, 'SET', 'glow:elsewhere', '1')).toBe('NOPERM');
      expect(await answer(own, 'FLUSHALL')).toBe('NOPERM');
      expect(await answer(own, 'KEYS', '*')).toBe('NOPERM');
      expect(await answer(own, 'PUBLISH', 'glow:notification:socket.io#/#', 'x')).toBe('NOPERM');
    },
  );

  it('when notification runs on its user, then it is ready (the Socket.IO adapter subscribed) and records the events it pushed', async () => {
    const notification = await startServiceForTest(notificationService, {
      env: { REDIS_URL: urlOf('notification'), NOTIFICATION_REDIS_PREFIX: 'glow:notification' },
    });
    try {
      const ready = await waitFor(
        'notification to reach redis',
        async () => {
          const body = (await (await fetch(`${notification.url}/readyz`)).json()) as {
            checks: Record<string, boolean>;
          };
          return body.checks.redis ? body : undefined;
        },
        10_000,
      );
      expect(ready.checks).toMatchObject({ redis: true, bus: true });

      const event = createEnvelope('order', {
        type: 'order.status.changed',
        key: 'o1',
        data: { orderId: 'o1', userId: 'u1', status: 'Shipped', previousStatus: 'Processing' },
      });
      await notification.bus.publish('order.status.changed', [event]);
      const own = connect(urlOf('notification'));
      expect(await answer(own, 'GET', `glow:notification:seen:${event.id}`)).toBe('1');
      expect(await answer(own, 'GET', 'glow:rl:x')).toBe('NOPERM');
    } finally {
      await notification.stop();
    }
  });
});
