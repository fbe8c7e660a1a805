import type { RunningGateway } from '../src/server';
import { startTestGateway } from './support/gateway';
import {
  closeUpstreams,
  startEchoUpstreams,
  urlsOf,
  type EchoAnswer,
  type Upstreams,
} from './support/upstreams';

let upstreams: Upstreams;
let gateway: RunningGateway;

// The test plays the load balancer: it connects from 127.0.0.1 (the one trusted hop) and
// appends the address of the client it "saw" to whatever that client wrote.
beforeAll(async () => {
  upstreams = await startEchoUpstreams();
  gateway = await startTestGateway(urlsOf(upstreams), { TRUST_PROXY: '1', RATE_LIMIT_PER_MINUTE: '3' });
});

afterAll(async () => {
  await gateway?.stop();
  if (upstreams) await closeUpstreams(upstreams);
});

function viaBalancer(path: string, client: string, claimed?: string): Promise<Response> {
  return fetch(`${gateway.url}${path}`, {
    headers: { 'x-forwarded-for': claimed ? `${claimed}, ${client}` : client },
  });
}

describe('the client address behind a trusted balancer', () => {
  it('when a client writes its own X-Forwarded-For, then the service sees only the address the balancer saw', async () => {
    const response = await viaBalancer('/api/products', '203.0.113.9', '7.7.7.7, 8.8.8.8');
    const body = (await response.json()) as EchoAnswer;

    expect(body.headers['x-forwarded-for']).toBe('203.0.113.9');
  });

  it('when a client rotates forged addresses, then its requests still share one bucket', async () => {
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 4; attempt += 1)
      statuses.push((await viaBalancer('/api/cart', '203.0.113.20', `1.1.1.${attempt}`)).status);

    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('when two clients share the balancer, then one over its limit leaves the other served', async () => {
    for (let attempt = 0; attempt < 4; attempt += 1) await viaBalancer('/api/cart', '203.0.113.30');

    expect((await viaBalancer('/api/cart', '203.0.113.30')).status).toBe(429);
    expect((await viaBalancer('/api/cart', '203.0.113.31')).status).toBe(200);
  });
});
