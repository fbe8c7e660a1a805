import { startGateway, type RunningGateway } from '@glow/gateway';
import type { ServiceUnderTest } from '@glow/testing';
import { startUserService } from './user-service';

// The user service behind the real gateway, which trusts one load balancer hop. The test plays
// that balancer: it appends the address of the client it "saw" to whatever the client wrote.
describe('login limits per client address, through the gateway', () => {
  let running: ServiceUnderTest;
  let gateway: RunningGateway;

  beforeAll(async () => {
    running = await startUserService({
      env: { LOGIN_RATE_LIMIT_PER_IP: '3', LOGIN_RATE_LIMIT_PER_ACCOUNT: '100' },
    });
    const unused = 'http://127.0.0.1:9';
    gateway = await startGateway({
      env: {
        HOST: '127.0.0.1',
        PORT: '0',
        OPS_PORT: '0',
        LOG_LEVEL: 'silent',
        JWT_PUBLIC_KEY: running.keys.publicKey,
        TRUST_PROXY: '1',
        USER_SERVICE_URL: running.url,
        CATALOG_SERVICE_URL: unused,
        CART_SERVICE_URL: unused,
        ORDER_SERVICE_URL: unused,
        PAYMENT_SERVICE_URL: unused,
        MESSAGING_SERVICE_URL: unused,
        NOTIFICATION_SERVICE_URL: unused,
        DASHBOARD_SERVICE_URL: unused,
      },
      processMetrics: false,
    });
  });
  afterAll(async () => {
    await gateway?.stop();
    await running?.stop();
  });

  async function login(client: string, attempt: number, claimed?: string): Promise<number> {
    const response = await fetch(`${gateway.url}/api/users/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': claimed ? `${claimed}, ${client}` : client,
      },
      body: JSON.stringify({ identifier: `nobody${attempt}@glow.test`, password: 'wrong-one' }),
    });
    await response.arrayBuffer();
    return response.status;
  }

  it('when a client forges a new X-Forwarded-For on every attempt, then the per-IP login limit still stops it', async () => {
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 4; attempt += 1)
      statuses.push(await login('203.0.113.9', attempt, `7.7.7.${attempt}`));

    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('when two clients sit behind the same balancer, then one reaching the limit leaves the other its own attempts', async () => {
    for (let attempt = 1; attempt <= 3; attempt += 1) await login('203.0.113.20', attempt);

    expect(await login('203.0.113.20', 4)).toBe(429);
    expect(await login('203.0.113.21', 5)).toBe(401);
  });
});
