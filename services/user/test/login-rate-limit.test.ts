import { randomUUID } from 'node:crypto';
import { redisTestUrl, type ServiceUnderTest } from '@glow/service-kit/testing';
import { client, register, type Call } from './http-client';
import { startUserService } from './user-service';

describe('login rate limits in Redis', () => {
  let running: ServiceUnderTest;
  let call: Call;
  // Each test gets its own instance and counters (a fresh prefix), so it passes alone or in any order.
  beforeEach(async () => {
    running = await startUserService({
      env: {
        REDIS_URL: await redisTestUrl(),
        RATE_LIMIT_PREFIX: `test:user:${randomUUID()}:`,
        LOGIN_RATE_LIMIT_PER_ACCOUNT: '3',
        LOGIN_RATE_LIMIT_PER_IP: '5',
      },
    });
    call = client(running.url);
  });
  afterEach(() => running.stop());

  const login = (identifier: string, password = 'wrong-one') =>
    call('POST', '/api/users/login', { body: { identifier, password } });

  it('when one account is tried more than its limit, then it is a 429 even in another case', async () => {
    const account = await register(call);
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await login(account.email)).status).toBe(401);
    expect(await login(account.email.toUpperCase(), 'secret1')).toMatchObject({
      status: 429,
      body: { message: 'Too many login attempts, please try again later' },
    });
  });

  it('when one address tries many accounts, then the per-IP limit answers 429', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1)
      statuses.push((await login(`nobody${attempt}@glow.test`)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });
});
