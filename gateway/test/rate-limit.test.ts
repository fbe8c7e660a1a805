import { randomUUID } from 'node:crypto';
import { redisTestUrl } from '@glow/testing';
import { Redis } from 'ioredis';
import type { RunningGateway } from '../src/server';
import { startTestGateway } from './support/gateway';
import { closeUpstreams, startEchoUpstreams, urlsOf, type Upstreams } from './support/upstreams';

let upstreams: Upstreams;

beforeAll(async () => {
  upstreams = await startEchoUpstreams();
});

afterAll(async () => {
  await closeUpstreams(upstreams);
});

const statusOf = async (gateway: RunningGateway, path = '/api/products') =>
  (await fetch(`${gateway.url}${path}`)).status;

describe('rate limit on /api with the Redis store', () => {
  const prefix = `glow:test:rl:${randomUUID()}:`;
  let redis: Redis;
  let first: RunningGateway;
  let second: RunningGateway;

  beforeAll(async () => {
    const redisUrl = await redisTestUrl();
    redis = new Redis(redisUrl);
    const env = { REDIS_URL: redisUrl, RATE_LIMIT_PREFIX: prefix, RATE_LIMIT_PER_MINUTE: '5' };
    [first, second] = await Promise.all([
      startTestGateway(urlsOf(upstreams), env),
      startTestGateway(urlsOf(upstreams), env),
    ]);
  });

  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('when one client spreads its requests over two gateways, then both count together and the sixth gets 429', async () => {
    const answered = [
      await statusOf(first),
      await statusOf(second),
      await statusOf(first),
      await statusOf(second),
      await statusOf(first),
    ];

    const over = await fetch(`${second.url}/api/cart`);

    expect(answered).toEqual([200, 200, 200, 200, 200]);
    expect(over.status).toBe(429);
    expect(await over.json()).toEqual({ message: 'Too many requests, please try again later' });
    expect(over.headers.get('ratelimit')).toMatch(/^limit=5, remaining=0, reset=\d+$/);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await statusOf(first)).toBe(429);
    expect(await redis.keys(`${prefix}api:*`)).toHaveLength(1);
  });

  it('when the limit is reached, then paths outside /api are not limited', async () => {
    expect(await statusOf(first, '/healthz')).toBe(200);
    expect(await statusOf(second, '/uploads/p.jpg')).toBe(200);
  });
});

describe('rate limit on /api without Redis', () => {
  let gateway: RunningGateway;

  beforeAll(async () => {
    gateway = await startTestGateway(urlsOf(upstreams), { RATE_LIMIT_PER_MINUTE: '3' });
  });

  afterAll(async () => {
    await gateway?.stop();
  });

  it('when a client exceeds the limit, then the memory store answers 429 { message }', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push(await statusOf(gateway));

    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe('rate limit when Redis is unreachable', () => {
  let gateway: RunningGateway;

  beforeAll(async () => {
    gateway = await startTestGateway(urlsOf(upstreams), {
      REDIS_URL: 'redis://127.0.0.1:1',
      RATE_LIMIT_PER_MINUTE: '1',
    });
  });

  afterAll(async () => {
    await gateway?.stop();
  });

  it('when the store fails, then requests pass unlimited instead of failing', async () => {
    const started = Date.now();
    const statuses = [await statusOf(gateway), await statusOf(gateway), await statusOf(gateway)];

    expect(statuses).toEqual([200, 200, 200]);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
