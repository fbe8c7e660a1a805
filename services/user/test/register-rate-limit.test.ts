import { randomUUID } from 'node:crypto';
import { redisTestUrl, type ServiceUnderTest } from '@glow/testing';
import { client, newAccount, type Call } from './http-client';
import { startUserService } from './user-service';

describe('registration rate limit per address', () => {
  let running: ServiceUnderTest;
  let call: Call;
  beforeAll(async () => {
    running = await startUserService({
      env: {
        REDIS_URL: await redisTestUrl(),
        RATE_LIMIT_PREFIX: `test:user:${randomUUID()}:`,
        REGISTER_RATE_LIMIT_PER_IP: '2',
      },
    });
    call = client(running.url);
  });
  afterAll(() => running.stop());

  it('when one address registers more accounts than its limit, then 429 { message } and no account is created', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 2; attempt += 1)
      statuses.push((await call('POST', '/api/users/register', { body: newAccount() })).status);
    const refused = newAccount();

    const answer = await call('POST', '/api/users/register', { body: refused });

    expect(statuses).toEqual([201, 201]);
    expect(answer).toMatchObject({
      status: 429,
      body: { message: 'Too many accounts created from this address, please try again later' },
    });
    const { rows } = await running.service.ctx.db.pool.query(
      'SELECT 1 FROM identity.users WHERE lower(email) = lower($1)',
      [refused.email],
    );
    expect(rows).toEqual([]);
  });
});
