import { createHash, randomBytes } from 'node:crypto';
import { routeTable } from '../src/routes';
import { startTestGateway, useGatewayOverEchoUpstreams } from './support/gateway';
import { urlsOf, type EchoAnswer } from './support/upstreams';

const stack = useGatewayOverEchoUpstreams();

async function echo(
  path: string,
  init?: RequestInit,
): Promise<{ status: number; body: EchoAnswer; headers: Headers }> {
  const response = await fetch(`${stack.gateway.url}${path}`, init);
  return { status: response.status, body: (await response.json()) as EchoAnswer, headers: response.headers };
}

describe('routing', () => {
  it.each(Object.entries(routeTable))(
    'when a request goes to %s, then %s gets it with path and query unchanged',
    async (prefix, service) => {
      const path = `${prefix}/some/deep/path?search=lip%20gloss&page=2&tags=a&tags=b`;

      const { status, body } = await echo(path);

      expect(status).toBe(200);
      expect(body.service).toBe(service);
      expect(body.url).toBe(path);
    },
  );

  it('when no payment sandbox is set (production), then /sandbox is 404 and reaches no service', async () => {
    const gateway = await startTestGateway(urlsOf(stack.upstreams));
    try {
      const response = await fetch(`${gateway.url}/sandbox/pay?provider=paystack`);

      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: 'Not found: GET /sandbox/pay' });
      expect(response.headers.get('x-request-id')).toBeTruthy();
    } finally {
      await gateway.stop();
    }
  });

  it('when the path is exactly a prefix, then it is routed too', async () => {
    const { body } = await echo('/api/products');
    expect(body).toMatchObject({ service: 'catalog', url: '/api/products' });
  });

  it('when a path only starts with a prefix word, then it is not routed', async () => {
    const response = await fetch(`${stack.gateway.url}/api/productsX`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not found: GET /api/productsX' });
  });

  it('when a URL is longer than the HTTP parser takes, then the gateway answers 431 as JSON { message }', async () => {
    const response = await fetch(`${stack.gateway.url}/api/products/${'a'.repeat(20_000)}`);
    expect(response.status).toBe(431);
    expect(await response.json()).toEqual({ message: 'Request headers or URL are too large' });
  });

  it('when an /api path belongs to no service, then the gateway answers 404 { message }', async () => {
    const response = await fetch(`${stack.gateway.url}/api/unknown/thing?x=1`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not found: GET /api/unknown/thing' });
  });

  it('when a request has no request id, then one is made, forwarded and answered', async () => {
    const { body, headers } = await echo('/api/products');
    const forwarded = body.headers['x-request-id'] as string;
    expect(forwarded).toMatch(/^[0-9a-f-]{36}$/);
    expect(headers.get('x-request-id')).toBe(forwarded);
  });

  it('when a request carries a request id, then the same id reaches the service', async () => {
    const { body, headers } = await echo('/api/cart', { headers: { 'x-request-id': 'shop-req-42' } });
    expect(body.headers['x-request-id']).toBe('shop-req-42');
    expect(headers.get('x-request-id')).toBe('shop-req-42');
  });

  it('when a JSON body is posted, then the service receives the exact bytes', async () => {
    const json = '{"productId":"p-1",  "quantity":2, "note":"ñ ✓"}';

    const { body } = await echo('/api/cart/add', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: json,
    });

    expect(body.method).toBe('POST');
    expect(body.headers['content-type']).toBe('application/json');
    expect(body.bodyLength).toBe(Buffer.byteLength(json));
    expect(body.bodySha256).toBe(createHash('sha256').update(json).digest('hex'));
  });

  it('when a large body (8 MB) is put, then it streams through unchanged', async () => {
    const payload = randomBytes(8 * 1024 * 1024);

    const { status, body } = await echo('/api/products/p-1', {
      method: 'PUT',
      headers: { 'content-type': 'application/octet-stream' },
      body: payload,
    });

    expect(status).toBe(200);
    expect(body.bodyLength).toBe(payload.length);
    expect(body.bodySha256).toBe(createHash('sha256').update(payload).digest('hex'));
  });

  it('when a service answers 4xx or 5xx, then its own status and body pass through', async () => {
    for (const status of [400, 409, 500, 503]) {
      const response = await fetch(`${stack.gateway.url}/api/orders/o-1?status=${status}`);
      expect(response.status).toBe(status);
      expect(response.headers.get('x-upstream')).toBe('order');
      expect(await response.json()).toEqual({ message: 'order refused', errors: [{ msg: 'from upstream' }] });
    }
  });

  it('when a client claims an x-forwarded-for, then the service sees the real peer instead', async () => {
    const { body } = await echo('/api/users/profile', {
      headers: { 'x-forwarded-for': '6.6.6.6', 'x-forwarded-host': 'evil.test' },
    });
    expect(body.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(body.headers['x-forwarded-host']).toBe(new URL(stack.gateway.url).host);
    expect(body.headers['x-forwarded-proto']).toBe('http');
  });

  it('when the gateway is asked for its own probes, then /healthz answers and the operator port has /metrics', async () => {
    const health = await fetch(`${stack.gateway.url}/healthz`);
    expect(await health.json()).toEqual({ status: 'ok' });

    const metrics = await (await fetch(`${stack.gateway.opsUrl}/metrics`)).text();
    expect(metrics).toMatch(
      /http_request_duration_seconds_count\{service="gateway",method="GET",route="\/api\/products",status="200"\} \d+/,
    );
  });
});
