import type { IncomingMessage } from 'node:http';
import type { RunningGateway } from '../src/server';
import { isShellUpload } from '../src/static-site';
import { startTestGateway } from './support/gateway';
import {
  closeUpstreams,
  deadUrl,
  startEchoUpstreams,
  urlsOf,
  type EchoAnswer,
  type Upstreams,
} from './support/upstreams';

// Proxied routes are served outside Express (proxied-requests.ts); the gateway's own /api answers
// are Express's. A client must not be able to tell which one answered.
let upstreams: Upstreams;
let gateway: RunningGateway;

beforeAll(async () => {
  upstreams = await startEchoUpstreams();
  gateway = await startTestGateway(urlsOf(upstreams), { RATE_LIMIT_PER_MINUTE: '5' });
});

afterAll(async () => {
  await gateway?.stop();
  if (upstreams) await closeUpstreams(upstreams);
});

const get = (path: string, init?: RequestInit) => fetch(`${gateway.url}${path}`, init);
const limitHeaders = (response: Response) => ({
  policy: response.headers.get('ratelimit-policy'),
  remaining: /remaining=(\d+)/.exec(response.headers.get('ratelimit') ?? '')?.[1],
});

describe('proxied routes outside Express', () => {
  it('when a path matches a prefix only by Express’s case rules, then Express answers it as before', async () => {
    const response = await get('/API/products');

    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not found: GET /API/products' });
    expect(upstreams.catalog.seen).toEqual([]);
  });

  it('when a client calls proxied routes and the gateway’s own /api routes, then one limit counts them all alike', async () => {
    const proxied = await get('/api/products');
    const own = await get('/api/unknown');
    const proxiedAgain = await get('/api/cart');
    const ownAgain = await get('/api/nothing-here');
    const [proxiedOver, ownOver] = [await get('/api/orders'), await get('/api/unknown')];

    expect([proxied.status, own.status, proxiedAgain.status, ownAgain.status]).toEqual([200, 404, 200, 404]);
    expect([proxied, own, proxiedAgain, ownAgain].map(limitHeaders)).toEqual([
      { policy: '5;w=60', remaining: '3' },
      { policy: '5;w=60', remaining: '2' },
      { policy: '5;w=60', remaining: '1' },
      { policy: '5;w=60', remaining: '0' },
    ]);
    for (const over of [proxiedOver, ownOver]) {
      expect(over.status).toBe(429);
      expect(over.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(over.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      expect(await over.json()).toEqual({ message: 'Too many requests, please try again later' });
    }
    expect(proxiedOver.headers.get('content-length')).toBe(ownOver.headers.get('content-length'));
    expect(upstreams.order.seen).toEqual([]);
  });

  it('when a proxied route answered, then the histogram counts it under its table prefix', async () => {
    const metrics = await (await fetch(`${gateway.opsUrl}/metrics`)).text();

    expect(metrics).toMatch(
      /http_request_duration_seconds_count\{[^}]*route="\/api\/products"[^}]*status="200"/,
    );
    expect(metrics).toMatch(
      /http_request_duration_seconds_count\{[^}]*route="\/api\/orders"[^}]*status="429"/,
    );
  });
});

describe('the gateway’s own headers on a proxied answer', () => {
  let ownGateway: RunningGateway;
  beforeAll(async () => {
    ownGateway = await startTestGateway(urlsOf(upstreams), { RATE_LIMIT_PER_MINUTE: '100' });
  });
  afterAll(() => ownGateway?.stop());
  const getOwn = (path: string) => fetch(`${ownGateway.url}${path}`);

  it('when a service answers, then the gateway’s request id and RateLimit come with its headers, each once', async () => {
    const response = await getOwn('/api/products/1?header=Cache-Control:no-store');
    const echoed = (await response.json()) as EchoAnswer;

    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers.get('x-request-id')).toBe(echoed.headers['x-request-id']);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(limitHeaders(response).policy).toBe('100;w=60');
    expect(response.headers.get('ratelimit')).toMatch(/^limit=100, remaining=\d+, reset=\d+$/);
  });

  it('when a service sends a header the gateway also sets, then the service’s value is the one answered', async () => {
    const response = await getOwn(
      '/api/cart/mine?header=X-Request-Id:from-service&header=RateLimit:limit=3, remaining=2, reset=9',
    );

    expect(response.headers.get('x-request-id')).toBe('from-service');
    expect(response.headers.get('ratelimit')).toBe('limit=3, remaining=2, reset=9');
    expect(limitHeaders(response).policy).toBe('100;w=60');
  });

  it('when the service is down, then the 502 carries the request id and the RateLimit headers too', async () => {
    const down = await startTestGateway(
      { ...urlsOf(upstreams), order: await deadUrl() },
      { RATE_LIMIT_PER_MINUTE: '100' },
    );
    try {
      const response = await fetch(`${down.url}/api/orders`);

      expect(response.status).toBe(502);
      expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      expect(limitHeaders(response).policy).toBe('100;w=60');
      expect(await response.json()).toEqual({
        message: 'Service temporarily unavailable, please try again shortly',
      });
    } finally {
      await down.stop();
    }
  });
});

describe('the shell’s own /uploads files', () => {
  const request = (method: string, url: string) => ({ method, url }) as IncomingMessage;

  it.each([
    ['GET', '/uploads/default.jpg'],
    ['HEAD', '/uploads/default.jpg'],
    ['GET', '/UPLOADS/Default.JPG/'],
    ['GET', '/uploads/default.jpg?size=2'],
  ])('when %s %s comes, then Express serves it from the shell build', (method, url) => {
    expect(isShellUpload(request(method, url))).toBe(true);
  });

  it.each([
    ['POST', '/uploads/default.jpg'],
    ['GET', '/uploads/lipstick.jpg'],
    ['GET', '/uploads/default.jpg/more'],
  ])('when %s %s comes, then it goes to the catalog', (method, url) => {
    expect(isShellUpload(request(method, url))).toBe(false);
  });
});
