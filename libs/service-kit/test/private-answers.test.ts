import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from '../src/http/app';
import { notFound } from '../src/errors';
import { createLogger } from '../src/logger';
import { ServiceMetrics } from '../src/metrics';

let server: http.Server;
let base: string;

beforeAll(async () => {
  const app = createApp({
    logger: createLogger('test', 'silent'),
    metrics: new ServiceMetrics('test', false),
    readiness: async () => ({ ready: true, checks: {} }),
    routes: (routes) => {
      routes.get('/api/profile', (_req, res) => void res.json({ username: 'ada' }));
      routes.get('/api/products', (_req, res) => void res.set('Cache-Control', 'no-cache').json([]));
      routes.get('/api/missing', (_req, _res, next) => next(notFound('Not found')));
      routes.post('/api/session', (_req, res) => void res.cookie('glow_session', 'abc').status(204).end());
      routes.post(
        '/api/session/private',
        (_req, res) =>
          void res.set('Cache-Control', 'private, no-cache').cookie('glow_session', 'abc').status(204).end(),
      );
      routes.post(
        '/api/session/cached',
        (_req, res) =>
          void res.set('Cache-Control', 'public, max-age=60').cookie('glow_session', 'abc').status(204).end(),
      );
    },
  });
  server = http.createServer(app).listen(0, '127.0.0.1');
  await once(server, 'listening');
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

const bearer = { authorization: 'Bearer any.token.here' };

describe('answers no cache may keep', () => {
  it('when a request carries an Authorization header, then its answer is no-store', async () => {
    const response = await fetch(`${base}/api/profile`, { headers: bearer });

    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('when a request carries an Authorization header and fails, then the error answer is no-store too', async () => {
    const response = await fetch(`${base}/api/missing`, { headers: bearer });

    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('when an anonymous request is answered, then the kit adds no Cache-Control', async () => {
    const response = await fetch(`${base}/api/profile`);

    expect(response.headers.get('cache-control')).toBeNull();
  });

  it('when a route sets its own Cache-Control, then an authenticated answer keeps it', async () => {
    const response = await fetch(`${base}/api/products`, { headers: bearer });

    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('when an answer sets a cookie, then it is no-store even without Authorization', async () => {
    const response = await fetch(`${base}/api/session`, { method: 'POST' });

    expect(response.headers.get('set-cookie')).toMatch(/^glow_session=abc/);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('when a cookie answer is already private, then its route keeps its Cache-Control', async () => {
    const response = await fetch(`${base}/api/session/private`, { method: 'POST' });

    expect(response.headers.get('cache-control')).toBe('private, no-cache');
  });

  it('when a cookie answer says it may be cached publicly, then it becomes no-store', async () => {
    const response = await fetch(`${base}/api/session/cached`, { method: 'POST' });

    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});
