import { once } from 'node:events';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createApp, createLogger, ServiceMetrics } from '@glow/service-kit';
import { rawGet, type RawAnswer } from '@glow/testing';
import type { RunningGateway } from '../src/server';
import { startTestGateway } from './support/gateway';
import { closeServer, closeUpstreams, startEchoUpstreams, urlsOf, type Upstreams } from './support/upstreams';

let upstreams: Upstreams;
let catalog: http.Server;
let gateway: RunningGateway;
let staticDir: string;
let remoteDir: string;

const script = (name: string) =>
  `/* ${name} */\n${'console.log("a shade of coral lip gloss");\n'.repeat(80)}`;
const products = Array.from({ length: 40 }, (_, index) => ({
  _id: `p-${index}`,
  name: `Body cream ${index}`,
}));

/** A build file and the `.br` / `.gz` twins the webpack build writes next to it. */
async function writeBuilt(dir: string, name: string, content: string, twins = true): Promise<void> {
  await writeFile(path.join(dir, name), content);
  if (!twins) return;
  await writeFile(path.join(dir, `${name}.br`), zlib.brotliCompressSync(content));
  await writeFile(path.join(dir, `${name}.gz`), zlib.gzipSync(content));
}

beforeAll(async () => {
  staticDir = await mkdtemp(path.join(os.tmpdir(), 'glow-static-br-'));
  remoteDir = await mkdtemp(path.join(os.tmpdir(), 'glow-remote-br-'));
  await writeBuilt(staticDir, 'index.html', '<!doctype html><title>Glow</title>', false);
  await writeBuilt(staticDir, 'main.js', script('main'));
  await writeBuilt(staticDir, 'vendors.3fa9c21b.js', script('vendors'));
  await writeBuilt(staticDir, 'mf-manifest.json', JSON.stringify({ name: 'glow_shell', shared: products }));
  await writeBuilt(remoteDir, 'remoteEntry.js', script('remoteEntry'));
  await writeBuilt(remoteDir, '__federation_expose_app.1a2b3c4d.js', script('app'));

  const app = createApp({
    logger: createLogger('catalog', 'silent'),
    metrics: new ServiceMetrics('catalog', false),
    readiness: async () => ({ ready: true, checks: {} }),
    routes: (routes) => void routes.get('/api/products', (_req, res) => void res.json(products)),
  });
  catalog = http.createServer(app).listen(0, '127.0.0.1');
  await once(catalog, 'listening');
  upstreams = await startEchoUpstreams();
  gateway = await startTestGateway(
    { ...urlsOf(upstreams), catalog: `http://127.0.0.1:${(catalog.address() as AddressInfo).port}` },
    { STATIC_DIR: staticDir, STATIC_MOUNTS: `/mf/storefront=${remoteDir}` },
  );
});

afterAll(async () => {
  await gateway?.stop();
  if (catalog) await closeServer(catalog);
  if (upstreams) await closeUpstreams(upstreams);
  await rm(staticDir, { recursive: true, force: true });
  await rm(remoteDir, { recursive: true, force: true });
});

/** Raw bytes and headers, without the automatic decompression of fetch. */
function get(urlPath: string, acceptEncoding?: string, port = gateway.port): Promise<RawAnswer> {
  const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
  return rawGet(`http://127.0.0.1:${port}${urlPath}`, headers);
}

describe('precompressed web assets', () => {
  it('when a browser accepts brotli, then the shell entry comes as its .br twin, typed as JavaScript and revalidated', async () => {
    const { status, headers, body } = await get('/main.js', 'gzip, deflate, br, zstd');

    expect(status).toBe(200);
    expect(headers['content-encoding']).toBe('br');
    expect(headers['content-type']).toMatch(/^text\/javascript; charset=utf-8$/i);
    expect(headers.vary).toMatch(/Accept-Encoding/i);
    expect(headers['cache-control']).toBe('no-cache');
    expect(zlib.brotliDecompressSync(body).toString('utf8')).toBe(script('main'));
  });

  it('when a browser accepts only gzip, then it gets the .gz twin', async () => {
    const { headers, body } = await get('/main.js', 'gzip');

    expect(headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(body).toString('utf8')).toBe(script('main'));
  });

  it('when a client accepts no encoding, then it gets the plain file', async () => {
    const { headers, body } = await get('/main.js');

    expect(headers['content-encoding']).toBeUndefined();
    expect(body.toString('utf8')).toBe(script('main'));
  });

  it('when a hashed chunk comes compressed, then it keeps its immutable caching', async () => {
    const { headers } = await get('/vendors.3fa9c21b.js', 'br');

    expect(headers['content-encoding']).toBe('br');
    expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each([
    ['/mf/storefront/remoteEntry.js', 'no-cache'],
    ['/mf/storefront/__federation_expose_app.1a2b3c4d.js', 'public, max-age=31536000, immutable'],
  ])(
    'when the mounted %s is fetched with brotli, then it is compressed with %s',
    async (urlPath, cacheControl) => {
      const { headers, body } = await get(urlPath, 'br');

      expect(headers['content-encoding']).toBe('br');
      expect(headers['cache-control']).toBe(cacheControl);
      expect(zlib.brotliDecompressSync(body).length).toBeGreaterThan(1024);
    },
  );

  it('when a twin found at start is gone (a development build cleaned the folder), then the file itself is served', async () => {
    await writeBuilt(staticDir, 'late.js', script('late'));
    const restarted = await startTestGateway(urlsOf(upstreams), { STATIC_DIR: staticDir });
    try {
      await rm(path.join(staticDir, 'late.js.br'));
      await rm(path.join(staticDir, 'late.js.gz'));

      const { status, headers, body } = await get('/late.js', 'br, gzip', restarted.port);

      expect(status).toBe(200);
      expect(headers['content-encoding']).toBeUndefined();
      expect(headers['content-type']).toMatch(/^text\/javascript; charset=utf-8$/i);
      expect(body.toString('utf8')).toBe(script('late'));
    } finally {
      await restarted.stop();
    }
  });

  it('when the manifest is fetched with brotli, then it stays JSON to the browser', async () => {
    const { headers, body } = await get('/mf-manifest.json', 'br');

    expect(headers['content-type']).toMatch(/^application\/json; charset=utf-8$/i);
    expect(headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(zlib.brotliDecompressSync(body).toString('utf8'))).toMatchObject({
      name: 'glow_shell',
    });
  });
});

describe('compressed API answers through the gateway', () => {
  it('when a service answers brotli, then the gateway passes it through untouched', async () => {
    const { headers, body } = await get('/api/products', 'gzip, br');

    expect(headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(body).toString('utf8'))).toEqual(products);
  });
});
