import { serviceNames } from '../src/routes';
import type { RunningGateway } from '../src/server';
import { startTestGateway } from './support/gateway';
import { closeUpstreams, deadUrl, startEchoUpstreams, urlsOf, type Upstreams } from './support/upstreams';

let upstreams: Upstreams;
let gateway: RunningGateway;

beforeAll(async () => {
  upstreams = await startEchoUpstreams();
  gateway = await startTestGateway({ ...urlsOf(upstreams), payment: await deadUrl() });
});

afterAll(async () => {
  await gateway?.stop();
  if (upstreams) await closeUpstreams(upstreams);
});

const readinessCalls = () =>
  Object.values(upstreams).reduce((sum, upstream) => sum + upstream.readinessCalls, 0);

describe('what the public port tells about the inside', () => {
  it('when the internet asks GET /api/health while a service is down, then it hears only that the gateway is alive', async () => {
    const before = readinessCalls();

    const response = await fetch(`${gateway.url}/api/health`);

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
    expect(readinessCalls()).toBe(before);
  });

  it('when the internet asks GET /metrics, then it is a 404 and the metrics are on the operator port only', async () => {
    const response = await fetch(`${gateway.url}/metrics`);

    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not found: GET /metrics' });
    expect(await (await fetch(`${gateway.opsUrl}/metrics`)).text()).toContain(
      'http_request_duration_seconds',
    );
  });

  it("when an operator asks GET /metrics/<service> on the operator port, then the service's own /metrics answers", async () => {
    const answer = await fetch(`${gateway.opsUrl}/metrics/catalog`);
    const down = await fetch(`${gateway.opsUrl}/metrics/payment`);
    const unknown = await fetch(`${gateway.opsUrl}/metrics/warehouse`);
    const inherited = await fetch(`${gateway.opsUrl}/metrics/toString`);

    expect(answer.status).toBe(200);
    // The stand-in echoes what reached it: the catalog service was asked for its /metrics.
    expect(JSON.parse(await answer.text())).toMatchObject({
      service: 'catalog',
      method: 'GET',
      url: '/metrics',
    });
    expect(down.status).toBe(502);
    expect(await down.json()).toEqual({ message: 'The payment service gave no metrics' });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: 'No service named warehouse' });
    expect(inherited.status).toBe(404);
  });

  it('when an operator asks GET /health on the operator port, then every service is probed and a failure is named', async () => {
    const before = readinessCalls();

    const response = await fetch(`${gateway.opsUrl}/health`);

    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({
      status: 'degraded',
      services: { payment: { ready: false, detail: 'unreachable (ECONNREFUSED)' } },
    });
    // Every service but payment, which is down.
    expect(readinessCalls()).toBe(before + serviceNames.length - 1);
  });

  it('when OPS_HOST is not set, then the operator port listens on loopback only', () => {
    expect(gateway.config.OPS_HOST).toBe('127.0.0.1');
    expect(new URL(gateway.opsUrl).hostname).toBe('127.0.0.1');
  });
});
