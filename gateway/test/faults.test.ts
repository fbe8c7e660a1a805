import { once } from 'node:events';
import http from 'node:http';
import net from 'node:net';
import type { HealthAnswer } from '@glow/contracts';
import type { RunningGateway } from '../src/server';
import { startTestGateway } from './support/gateway';
import { closeUpstreams, deadUrl, startEchoUpstreams, urlsOf, type Upstreams } from './support/upstreams';

let upstreams: Upstreams;
let gateway: RunningGateway;

beforeAll(async () => {
  upstreams = await startEchoUpstreams();
  const urls = { ...urlsOf(upstreams), payment: await deadUrl() };
  gateway = await startTestGateway(urls, { UPSTREAM_TIMEOUT_MS: '800', HEALTH_TIMEOUT_MS: '500' });
});

afterAll(async () => {
  await gateway?.stop();
  await closeUpstreams(upstreams);
});

async function timed(path: string) {
  const started = Date.now();
  const response = await fetch(`${gateway.url}${path}`, { signal: AbortSignal.timeout(10_000) });
  return { status: response.status, body: await response.json(), elapsed: Date.now() - started };
}

describe('faulty upstreams', () => {
  it('when a service is down, then the gateway answers 502 { message } at once', async () => {
    const { status, body, elapsed } = await timed('/api/payments/verify');

    expect(status).toBe(502);
    expect(body).toEqual({ message: 'Service temporarily unavailable, please try again shortly' });
    expect(elapsed).toBeLessThan(3_000);
  });

  it('when a service accepts but never answers, then the gateway answers 504 { message } after its timeout', async () => {
    const { status, body, elapsed } = await timed('/api/orders/hang');

    expect(status).toBe(504);
    expect(body).toEqual({ message: 'The service took too long to answer, please try again' });
    expect(elapsed).toBeGreaterThanOrEqual(750);
    expect(elapsed).toBeLessThan(3_000);
  });

  it('when an upload asks for 100-continue and the service hangs, then it still gets 504 after the timeout', async () => {
    const started = Date.now();
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request(`${gateway.url}/api/products/hang`, {
        method: 'POST',
        headers: {
          expect: '100-continue',
          'content-type': 'application/octet-stream',
          'content-length': '4',
        },
      });
      req.on('continue', () => req.end('data'));
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
    });

    expect(status).toBe(504);
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('when a service timed out before, then the next request to it still works', async () => {
    await timed('/api/orders/hang');

    const { status, body } = await timed('/api/orders/o-1');

    expect(status).toBe(200);
    expect(body).toMatchObject({ service: 'order', url: '/api/orders/o-1' });
  });

  it('when a kept-alive connection resets before a GET is answered, then the gateway asks once more and the client never sees it', async () => {
    const response = await fetch(`${gateway.url}/api/orders/reset-once/1`);

    expect(response.status).toBe(200);
    expect(((await response.json()) as { url: string }).url).toBe('/api/orders/reset-once/1');
    expect(upstreams.order.seen.filter((url) => url === '/api/orders/reset-once/1')).toHaveLength(2);
  });

  it('when the connection resets before a POST is answered, then it is not sent again: 502', async () => {
    const response = await fetch(`${gateway.url}/api/orders/reset-once/2`, { method: 'POST', body: '{}' });

    expect(response.status).toBe(502);
    expect(upstreams.order.seen.filter((url) => url === '/api/orders/reset-once/2')).toHaveLength(1);
  });

  it('when a service dies in the middle of its answer, then the client sees a cut answer and the gateway stays up', async () => {
    const response = await fetch(`${gateway.url}/api/orders/cut`);
    expect(response.status).toBe(200);
    await expect(response.text()).rejects.toThrow();

    expect((await timed('/api/orders/o-2')).status).toBe(200);
  });

  it('when the notification service never answers a WebSocket upgrade, then the gateway closes it after the timeout', async () => {
    const started = Date.now();
    const socket = net.connect(gateway.port, '127.0.0.1');
    socket.write(
      'GET /socket.io/?EIO=4&transport=websocket HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n' +
        'Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
    );

    await once(socket, 'close');

    expect(upstreams.notification.seen).toContain('upgrade /socket.io/?EIO=4&transport=websocket');
    expect(Date.now() - started).toBeGreaterThanOrEqual(750);
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('when many requests hit a dead service at once, then each gets 502 and the gateway stays up', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, () => timed('/api/payments/x')));

    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(502));
    expect((await fetch(`${gateway.url}/healthz`)).status).toBe(200);
  });
});

describe('GET /health on the operator port', () => {
  async function health() {
    const response = await fetch(`${gateway.opsUrl}/health`);
    return { status: response.status, body: (await response.json()) as HealthAnswer };
  }

  it('when one service is down, then 503 degraded names it and the others are ready', async () => {
    const { status, body } = await health();

    expect(status).toBe(503);
    expect(body.status).toBe('degraded');
    expect(body.services.payment).toEqual({ ready: false, detail: 'unreachable (ECONNREFUSED)' });
    for (const name of ['user', 'catalog', 'cart', 'order', 'messaging', 'notification', 'dashboard']) {
      expect(body.services[name]).toEqual({ ready: true });
    }
  });

  it('when a service reports a failing check, then the detail names the check', async () => {
    upstreams.cart.readiness.status = 503;
    upstreams.cart.readiness.checks = { database: false, bus: true };
    try {
      const { body } = await health();
      expect(body.services.cart).toEqual({ ready: false, detail: 'not ready: database' });
    } finally {
      upstreams.cart.readiness.status = 200;
      upstreams.cart.readiness.checks = { database: true, bus: true };
    }
  });

  it('when a service never answers its probe, then the health answer still comes within the probe timeout', async () => {
    upstreams.messaging.readiness.hang = true;
    try {
      const started = Date.now();
      const { status, body } = await health();
      expect(Date.now() - started).toBeLessThan(1_500);
      expect(status).toBe(503);
      expect(body.services.messaging).toEqual({ ready: false, detail: 'no answer within 500 ms' });
    } finally {
      upstreams.messaging.readiness.hang = false;
    }
  });
});

describe('GET /health on the operator port with every service up', () => {
  let healthy: RunningGateway;

  beforeAll(async () => {
    healthy = await startTestGateway(urlsOf(upstreams));
  });

  afterAll(async () => {
    await healthy?.stop();
  });

  it('when every service is ready, then 200 ok lists all eight', async () => {
    const response = await fetch(`${healthy.opsUrl}/health`);
    const body = (await response.json()) as HealthAnswer;

    expect(response.status).toBe(200);
    expect(body).toEqual({
      status: 'ok',
      services: {
        user: { ready: true },
        catalog: { ready: true },
        cart: { ready: true },
        order: { ready: true },
        payment: { ready: true },
        messaging: { ready: true },
        notification: { ready: true },
        dashboard: { ready: true },
      },
    });
  });
});
