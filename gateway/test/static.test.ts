import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
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
let staticDir: string;
let checkoutDir: string;

const fallbackJpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0xff, 0xd9]);
const indexHtml =
  '<!doctype html><html><body><div id="root"></div><script src="/main.js"></script></body></html>';

beforeAll(async () => {
  staticDir = await mkdtemp(path.join(os.tmpdir(), 'glow-static-'));
  await mkdir(path.join(staticDir, 'mf-storefront'));
  await writeFile(path.join(staticDir, 'index.html'), indexHtml);
  await writeFile(path.join(staticDir, 'main.js'), 'console.log("shell")');
  await writeFile(path.join(staticDir, 'vendors.3fa9c21b.js'), 'console.log("vendors")');
  await mkdir(path.join(staticDir, 'uploads'));
  await writeFile(path.join(staticDir, 'uploads', 'default.jpg'), fallbackJpeg);
  await writeFile(path.join(staticDir, 'mf-storefront', 'remoteEntry.js'), 'var storefront;');
  await writeFile(path.join(staticDir, 'mf-storefront', 'mf-manifest.json'), '{"name":"storefront"}');
  checkoutDir = await mkdtemp(path.join(os.tmpdir(), 'glow-checkout-'));
  await writeFile(path.join(checkoutDir, 'remoteEntry.js'), 'var mf_checkout;');
  await writeFile(path.join(checkoutDir, 'mf-manifest.json'), '{"name":"mf_checkout"}');
  await writeFile(path.join(checkoutDir, '__federation_expose_app.1a2b3c4d.js'), 'checkout app');
  upstreams = await startEchoUpstreams();
  gateway = await startTestGateway(urlsOf(upstreams), {
    STATIC_DIR: staticDir,
    STATIC_MOUNTS: `/mf/checkout/=${checkoutDir}`,
  });
});

afterAll(async () => {
  await gateway?.stop();
  await closeUpstreams(upstreams);
  await rm(staticDir, { recursive: true, force: true });
  await rm(checkoutDir, { recursive: true, force: true });
});

const page = (urlPath: string) =>
  fetch(`${gateway.url}${urlPath}`, { headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });

describe('static shell and microfrontends', () => {
  it('when the root is opened, then index.html is served and revalidated on every load', async () => {
    const response = await page('/');

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).toBe(indexHtml);
  });

  it('when a content-hashed chunk is fetched, then it is cached for a year as immutable', async () => {
    const response = await fetch(`${gateway.url}/vendors.3fa9c21b.js`);

    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe('console.log("vendors")');
  });

  it.each(['/main.js', '/mf-storefront/remoteEntry.js', '/mf-storefront/mf-manifest.json'])(
    'when the unhashed entry %s is fetched, then it must be revalidated',
    async (urlPath) => {
      const response = await fetch(`${gateway.url}${urlPath}`);

      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
    },
  );

  it.each(['/products/lip-gloss-42', '/admin/orders/o-1', '/orders'])(
    'when a browser opens the deep link %s, then it gets index.html',
    async (urlPath) => {
      const response = await page(urlPath);

      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toBe(indexHtml);
    },
  );

  it('when a missing script is requested, then it is a 404, not the page', async () => {
    const response = await fetch(`${gateway.url}/mf-storefront/missing.4d2e1f0a.js`, {
      headers: { accept: '*/*' },
    });

    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not found: GET /mf-storefront/missing.4d2e1f0a.js' });
  });

  it('when a browser asks an unknown /api path for HTML, then it gets 404 { message }, not the page', async () => {
    const response = await page('/api/nothing-here');

    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not found: GET /api/nothing-here' });
  });

  it('when an image under /uploads is requested, then catalog serves it, not the static folder', async () => {
    const response = await page('/uploads/products/lip-gloss.jpg');

    expect(response.status).toBe(200);
    expect(((await response.json()) as EchoAnswer).service).toBe('catalog');
  });

  it('when the orders fallback /uploads/default.jpg is requested, then the shell build answers it, not catalog', async () => {
    const response = await fetch(`${gateway.url}/uploads/default.jpg`);

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(Buffer.from(await response.arrayBuffer()).equals(fallbackJpeg)).toBe(true);
  });

  it('when a deep link is posted to, then it is a 404, not the page', async () => {
    const response = await fetch(`${gateway.url}/products/1`, {
      method: 'POST',
      headers: { accept: 'text/html' },
    });
    expect(response.status).toBe(404);
  });
});

describe('microfrontends mounted from their own folders', () => {
  it.each([
    ['/mf/checkout/remoteEntry.js', 'var mf_checkout;'],
    ['/mf/checkout/mf-manifest.json', '{"name":"mf_checkout"}'],
  ])(
    'when %s is fetched, then it comes from the mounted folder and must be revalidated',
    async (urlPath, body) => {
      const response = await fetch(`${gateway.url}${urlPath}`);

      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toBe(body);
    },
  );

  it('when a hashed chunk of a mounted folder is fetched, then it is cached for a year as immutable', async () => {
    const response = await fetch(`${gateway.url}/mf/checkout/__federation_expose_app.1a2b3c4d.js`);

    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe('checkout app');
  });

  it('when a file missing from a mounted folder is asked for as a page, then it is a 404, not the shell', async () => {
    const response = await page('/mf/checkout/missing.js');

    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not found: GET /mf/checkout/missing.js' });
  });
});
