import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import escapeHtml from 'escape-html';
import type { RunningGateway } from '../src/server';
import { startTestGateway } from './support/gateway';
import { closeUpstreams, startEchoUpstreams, urlsOf, type Upstreams } from './support/upstreams';

/**
 * The gateway's part of the server-drawn first screen: it asks the apps' server bundles and puts
 * what they draw into the shell's index.html. The bundles here are small stand-ins with the real
 * contract (docs/architecture.md, "The server-drawn first screen"); the real ones are drawn in
 * e2e/test/first-screen.test.ts.
 */
let upstreams: Upstreams;
let gateway: RunningGateway;
let without: RunningGateway;
let cached: RunningGateway;
let root: string;

const indexHtml =
  '<!doctype html><html><head><title>Glow</title><script defer src="/main.js"></script>' +
  '<link rel="preload" as="style" href="/bootstrap.1234abcd.css"></head>' +
  '<body><div id="glow-root"></div></body></html>';

// The answers carry text that would close a <script> element if it went out unescaped. The shop
// page holds its search as the real one does: in the search box and among the answers; its title
// holds it too, as a product page's holds the catalog's name for the product.
const storefrontBundle = `
const escapeHtml = require(${JSON.stringify(require.resolve('escape-html'))});
let drawings = 0;
exports.renderFirstScreen = async (url, apiOrigin) => {
  drawings += 1;
  const { pathname, searchParams } = new URL(url, 'http://x');
  if (pathname === '/shop') {
    const search = searchParams.get('search');
    return {
      html: '<form role="search"><input name="search" value="' + escapeHtml(search) + '"></form>',
      state: { queries: [{ queryKey: ['products', { search }], state: { data: [] } }] },
      title: 'Search: ' + search + ' | Glow',
    };
  }
  if (searchParams.has('fail')) throw new Error('the catalog answered nonsense');
  if (searchParams.has('slow')) await new Promise((resolve) => setTimeout(resolve, 3000));
  if (pathname === '/products' && !searchParams.has('slow')) return undefined;
  return {
    html: '<p>drawn ' + url + ' from ' + apiOrigin + '</p><p>drawing ' + drawings + '</p>' + (searchParams.has('big') ? '<p>glow</p>'.repeat(500) : ''),
    state: { queries: [{ queryKey: ['hero'], state: { data: { title: '</script><script>alert(1)</script>' } } }] },
    ...(pathname === '/' ? { title: 'Home & <Deals> | Glow' } : {}),
  };
};
`;
// The chrome draws from the app's answers too (the footer's categories): it says how many it got.
const shellBundle = `exports.renderPage = (html, url, state) =>
  '<div class="chrome" data-url="' + url + '" data-answers="' + (state ? state.queries.length : 'none') + '">' + html + '</div>';`;

async function writeBuild(app: string, files: Record<string, string>): Promise<string> {
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, app, name)), { recursive: true });
    await writeFile(path.join(root, app, name), text);
  }
  return path.join(root, app, 'dist');
}

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'glow-first-screen-'));
  const shellDir = await writeBuild('shell', {
    'dist/index.html': indexHtml,
    'dist/main.js': 'console.log("shell")',
    'dist-server/first-screen.js': shellBundle,
  });
  const storefrontDir = await writeBuild('storefront', {
    'dist/mf-manifest.json': JSON.stringify({
      exposes: [{ name: 'app', assets: { css: { sync: ['app.5678ef90.css'], async: ['lazy.css'] } } }],
    }),
    'dist-server/first-screen.js': storefrontBundle,
  });
  upstreams = await startEchoUpstreams();
  const env = { STATIC_DIR: shellDir, STATIC_MOUNTS: `/mf/storefront=${storefrontDir}` };
  gateway = await startTestGateway(urlsOf(upstreams), {
    ...env,
    FIRST_SCREEN_TIMEOUT_MS: '500',
    FIRST_SCREEN_CACHE_MS: '0',
  });
  without = await startTestGateway(urlsOf(upstreams), { ...env, FIRST_SCREEN_TIMEOUT_MS: '0' });
  cached = await startTestGateway(urlsOf(upstreams), { ...env, FIRST_SCREEN_CACHE_MS: '400' });
});

afterAll(async () => {
  await gateway?.stop();
  await without?.stop();
  await cached?.stop();
  if (upstreams) await closeUpstreams(upstreams);
  await rm(root, { recursive: true, force: true });
});

const page = (server: RunningGateway, urlPath: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${urlPath}`, { headers: { accept: 'text/html,*/*;q=0.8', ...headers } });

function answersIn(html: string): unknown {
  const block = /<script type="application\/json" id="glow-first-screen-state">(.*?)<\/script>/s.exec(html);
  return block ? JSON.parse(block[1]!) : undefined;
}

it('when a landing page is drawn, then index.html carries it inert beside the hidden root, with its stylesheets and answers', async () => {
  const response = await page(gateway, '/');
  const html = await response.text();

  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-cache');
  expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  expect(html).toContain(
    '<link rel="stylesheet" href="/bootstrap.1234abcd.css"><link rel="stylesheet" href="/mf/storefront/app.5678ef90.css"></head>',
  );
  expect(html).toContain(
    `<div id="glow-root" hidden></div><div id="glow-first-screen" inert aria-hidden="true"><div class="chrome" data-url="/" data-answers="1"><p>drawn / from ${upstreams.catalog.url}</p>`,
  );
  expect(html).toContain('<title>Home &amp; &lt;Deals&gt; | Glow</title>');
  expect(html).not.toContain('lazy.css');
  expect(html.match(/<\/script>/g)).toHaveLength(2);
  expect(answersIn(html)).toEqual({
    queries: [{ queryKey: ['hero'], state: { data: { title: '</script><script>alert(1)</script>' } } }],
  });
});

it('when the browser accepts brotli, then the drawn page goes out compressed', async () => {
  const response = await fetch(`${gateway.url}/?big=1`, {
    headers: { accept: 'text/html', 'accept-encoding': 'br' },
  });

  expect(response.headers.get('content-encoding')).toBe('br');
  expect(await response.text()).toContain('id="glow-first-screen"');
});

it.each([
  ['no app draws the page', '/products'],
  ['the app throws', '/products?fail=1'],
  ['the app is slower than FIRST_SCREEN_TIMEOUT_MS', '/products?slow=1'],
])('when %s, then the page is the plain index.html', async (_case, urlPath) => {
  const started = Date.now();
  const response = await page(gateway, urlPath);

  expect(response.status).toBe(200);
  expect(await response.text()).toBe(indexHtml);
  expect(Date.now() - started).toBeLessThan(2_500);
});

it('when the path is no page of the shop, then its 404 is never drawn', async () => {
  const response = await page(gateway, '/no-such-page');

  expect(response.status).toBe(404);
  expect(await response.text()).toBe(indexHtml);
});

it('when FIRST_SCREEN_TIMEOUT_MS is 0, then no page is drawn', async () => {
  const response = await page(without, '/');

  expect(response.status).toBe(200);
  expect(await response.text()).toBe(indexHtml);
});

it('when a page is asked for with HEAD, then nothing is drawn for it', async () => {
  const response = await fetch(`${gateway.url}/`, { method: 'HEAD', headers: { accept: 'text/html' } });

  expect(response.status).toBe(200);
  expect(Number(response.headers.get('content-length'))).toBe(Buffer.byteLength(indexHtml));
});

it('when visitors arrive together or within FIRST_SCREEN_CACHE_MS, then the page is drawn once for them', async () => {
  const drawingOf = async () => /drawing (\d+)/.exec(await (await page(cached, '/?crowd=1')).text())?.[1];

  const together = await Promise.all([drawingOf(), drawingOf(), drawingOf()]);
  const soonAfter = await drawingOf();
  await new Promise((resolve) => setTimeout(resolve, 500));
  const later = await drawingOf();

  expect(new Set([...together, soonAfter]).size).toBe(1);
  expect(Number(later)).toBe(Number(soonAfter) + 1);
});

describe('a search drawn into the page', () => {
  const plain = 'ZZQplainZZQ';
  const query = (search: string) => new URLSearchParams({ search }).toString();
  const shopPage = async (search: string) => (await page(gateway, `/shop?${query(search)}`)).text();

  it.each(['$`', "$'", '$&', '$1', '$$'])(
    'when the search holds %s, then the page holds it as escaped text and nothing else moved',
    async (pattern) => {
      const search = `ZZQ${pattern}ZZQ`;

      const html = await shopPage(search);

      expect(html).toContain(`<input name="search" value="${escapeHtml(search)}">`);
      // The page of a plain search, each place it is in (in document order: the title, the URL the
      // chrome was drawn for, the search box, the answers) holding this search as that place writes it.
      const around = (await shopPage(plain)).split(plain);
      const spliced = [
        escapeHtml(search),
        query(search).slice('search='.length),
        escapeHtml(search),
        JSON.stringify(search).slice(1, -1),
      ];
      expect(around).toHaveLength(spliced.length + 1);
      expect(html).toBe(around.reduce((document, part, i) => document + spliced[i - 1]! + part));
    },
  );
});
