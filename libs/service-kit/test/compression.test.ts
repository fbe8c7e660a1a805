import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { createApp } from '../src/http/app';
import { createLogger } from '../src/logger';
import { ServiceMetrics } from '../src/metrics';
import { rawGet, type RawAnswer } from '@glow/testing';

const products = Array.from({ length: 40 }, (_, index) => ({
  _id: `p-${index}`,
  name: `Shea butter body cream ${index}`,
  description: 'Rich, non-greasy cream for dry skin, with shea butter and vitamin E.',
  price: 4500 + index,
}));

let server: http.Server;
let port: number;

beforeAll(async () => {
  const app = createApp({
    logger: createLogger('test', 'silent'),
    metrics: new ServiceMetrics('test', false),
    readiness: async () => ({ ready: true, checks: {} }),
    routes: (routes) => {
      routes.get('/api/products', (_req, res) => void res.json(products));
      routes.get('/api/small', (_req, res) => void res.json({ ok: true }));
    },
  });
  server = http.createServer(app).listen(0, '127.0.0.1');
  await once(server, 'listening');
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

/** Raw bytes and headers, without the automatic decompression of fetch. */
function get(path: string, acceptEncoding?: string): Promise<RawAnswer> {
  return rawGet(
    `http://127.0.0.1:${port}${path}`,
    acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  );
}

describe('compressed JSON answers', () => {
  it('when a browser accepts brotli and the answer is over 1 KB, then it comes brotli-compressed', async () => {
    const { headers, body } = await get('/api/products', 'gzip, deflate, br');

    expect(headers['content-encoding']).toBe('br');
    expect(headers.vary).toMatch(/Accept-Encoding/i);
    expect(JSON.parse(zlib.brotliDecompressSync(body).toString('utf8'))).toEqual(products);
    expect(body.length).toBeLessThan(JSON.stringify(products).length / 4);
  });

  it('when a client accepts only gzip, then it gets gzip', async () => {
    const { headers, body } = await get('/api/products', 'gzip');

    expect(headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(body).toString('utf8'))).toEqual(products);
  });

  it('when a client accepts no encoding, then the answer is plain JSON', async () => {
    const { headers, body } = await get('/api/products');

    expect(headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(body.toString('utf8'))).toEqual(products);
  });

  it('when the answer is under 1 KB, then it is sent as it is', async () => {
    const { headers, body } = await get('/api/small', 'gzip, br');

    expect(headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(body.toString('utf8'))).toEqual({ ok: true });
  });
});
