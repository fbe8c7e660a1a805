import http from 'node:http';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { RunningGateway } from '../src/server';
import { startTestGateway } from './support/gateway';
import {
  closeServer,
  closeUpstreams,
  deadUrl,
  listen,
  startEchoUpstreams,
  urlsOf,
  type Upstreams,
} from './support/upstreams';

const indexHtml = '<!doctype html><html><body><div id="root"></div></body></html>';
const existing = '0f6c8a2e-3d1b-4f5e-9a7c-2b8d4e6f1a3c';

/** The catalog's product route: 200 for the one product it has, 500 for `broken`, silence for `slow`, else 404. */
function fakeCatalog(seen: string[]): http.Server {
  return http.createServer((req, res) => {
    seen.push(`${req.method} ${req.url}`);
    if (req.url === '/api/products/slow') return;
    const status =
      req.url === `/api/products/${existing}` ? 200 : req.url === '/api/products/broken' ? 500 : 404;
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(req.method === 'HEAD' ? undefined : JSON.stringify({ status }));
  });
}

let staticDir: string;
let upstreams: Upstreams;
let catalog: http.Server;
const seenByCatalog: string[] = [];
let gateway: RunningGateway;
let catalogDown: RunningGateway;

beforeAll(async () => {
  staticDir = await mkdtemp(path.join(os.tmpdir(), 'glow-pages-'));
  await writeFile(path.join(staticDir, 'index.html'), indexHtml);
  upstreams = await startEchoUpstreams();
  catalog = fakeCatalog(seenByCatalog);
  const env = { STATIC_DIR: staticDir, PRODUCT_CHECK_TIMEOUT_MS: '300' };
  gateway = await startTestGateway({ ...urlsOf(upstreams), catalog: await listen(catalog) }, env);
  catalogDown = await startTestGateway({ ...urlsOf(upstreams), catalog: await deadUrl() }, env);
});

afterAll(async () => {
  await gateway?.stop();
  await catalogDown?.stop();
  if (catalog) await closeServer(catalog);
  if (upstreams) await closeUpstreams(upstreams);
  await rm(staticDir, { recursive: true, force: true });
});

const page = (base: RunningGateway, urlPath: string, method = 'GET') =>
  fetch(`${base.url}${urlPath}`, {
    method,
    headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
  });

async function expectShell(response: Response, status: number): Promise<void> {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/text\/html/);
  expect(response.headers.get('cache-control')).toBe('no-cache');
  expect(await response.text()).toBe(indexHtml);
}

describe('the status of the shell page', () => {
  it.each(['/', '/about', '/newsletter/confirm', '/orders/42', '/admin', '/admin/anything/at/all'])(
    'when a browser opens the shop page %s, then it gets the shell with 200',
    async (urlPath) => {
      await expectShell(await page(gateway, urlPath), 200);
    },
  );

  it.each(['/nope', '/about/team', '/orders/42/extra', '/administrator'])(
    'when a browser opens the unknown path %s, then it gets the shell with 404',
    async (urlPath) => {
      await expectShell(await page(gateway, urlPath), 404);
    },
  );

  it.each([
    ['/shop/', 200],
    ['/products/', 200],
    [`/products/${existing}/`, 200],
    ['/nope/', 404],
  ])('when the path %s ends in a slash, then it answers as without it: %i', async (urlPath, status) => {
    await expectShell(await page(gateway, urlPath), status);
  });

  it('when the product exists, then its page is a 200 and the catalog was asked with HEAD', async () => {
    await expectShell(await page(gateway, `/products/${existing}`), 200);

    expect(seenByCatalog).toContain(`HEAD /api/products/${existing}`);
  });

  it('when the catalog says the product does not exist, then its page is a 404 with the shell', async () => {
    await expectShell(await page(gateway, '/products/00000000-0000-4000-8000-000000000000'), 404);
  });

  it('when a HEAD asks for an unknown product page, then it is a 404 too', async () => {
    const response = await page(gateway, '/products/gone', 'HEAD');

    expect(response.status).toBe(404);
  });

  it('when the catalog fails on the product, then its page is a 200', async () => {
    await expectShell(await page(gateway, '/products/broken'), 200);
  });

  it('when the catalog stays silent past PRODUCT_CHECK_TIMEOUT_MS, then the page is a 200 without waiting longer', async () => {
    const started = Date.now();

    await expectShell(await page(gateway, '/products/slow'), 200);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('when the catalog is down, then a product page is a 200, and an unknown path still a 404', async () => {
    await expectShell(await page(catalogDown, `/products/${existing}`), 200);
    await expectShell(await page(catalogDown, '/nope'), 404);
  });

  it('when a page is no product page, then the catalog is not asked', async () => {
    const before = seenByCatalog.length;

    await page(gateway, '/about');
    await page(gateway, '/nope');
    expect(seenByCatalog.length).toBe(before);
  });
});
