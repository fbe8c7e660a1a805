import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { pagePrefixes, pageRoutes } from '../../../gateway/src/page-routes';
import { repoRoot } from './compose-file';
import { startNginx, type RunningNginx } from './nginx-server';
import { get, upgrade } from './raw-http';
import { remotesManifest, webWorkspaces } from './web-apps';

const hashedChunk = /^[\w-]+\.[0-9a-f]{8}\.js$/;
const immutable = 'public, max-age=31536000, immutable';

interface SeenRequest {
  url: string;
  headers: http.IncomingHttpHeaders;
}

let copies: string;
const roots = new Map<string, string>();
const remotes = new Map<string, RunningNginx>();
let shell: RunningNginx;
let gateway: http.Server;
const seenByGateway: SeenRequest[] = [];

/** A copy of the app's built dist/, with a .gz next to one hashed chunk (what the build emits). */
function copyDist(workspace: string): string {
  const dist = path.join(repoRoot, workspace, 'dist');
  const wanted = workspace === 'shell' ? 'index.html' : 'mf-manifest.json';
  if (!existsSync(path.join(dist, wanted)))
    throw new Error(`${workspace}/dist/${wanted} is missing: run npm run build:web first`);
  const root = path.join(copies, workspace);
  cpSync(dist, root, { recursive: true });
  const chunk = firstHashedChunk(root);
  if (!existsSync(path.join(root, `${chunk}.gz`)))
    writeFileSync(path.join(root, `${chunk}.gz`), gzipSync(readFileSync(path.join(root, chunk))));
  return root;
}

function firstHashedChunk(root: string): string {
  const chunk = readdirSync(root).find((file) => hashedChunk.test(file));
  if (!chunk) throw new Error(`no [name].[contenthash:8].js chunk in ${root}`);
  return chunk;
}

async function startGatewayStandIn(): Promise<string> {
  gateway = http.createServer((request, response) => {
    seenByGateway.push({ url: request.url!, headers: request.headers });
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ gateway: request.url }));
  });
  gateway.on('upgrade', (request, socket: net.Socket) => {
    seenByGateway.push({ url: request.url!, headers: request.headers });
    socket.end('HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n');
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(gateway.address() as net.AddressInfo).port}`;
}

/** The shell's policy origins, as compose sets them (one list left empty, as by default). */
const cspOrigins = {
  GLOW_CSP_PAYMENT_ORIGINS: 'https://checkout.flutterwave.com https://js.paystack.co',
  GLOW_CSP_REMOTE_ORIGINS: 'https://mf.glow.example',
  GLOW_CSP_IMAGE_ORIGINS: 'https://img.glow.example',
  GLOW_CSP_CONNECT_ORIGINS: '',
};

/** `{ 'script-src': "'self' https://…" }` from a Content-Security-Policy header. */
function directives(header: string | string[] | undefined): Record<string, string> {
  return Object.fromEntries(
    String(header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources.join(' ')]),
  );
}

/** GLOW_CHECKOUT_URL for mf-checkout. */
function urlVariable(workspace: string): string {
  return `GLOW_${workspace.slice('mf-'.length).toUpperCase()}_URL`;
}

beforeAll(async () => {
  copies = mkdtempSync(path.join(os.tmpdir(), 'glow-web-'));
  for (const workspace of webWorkspaces()) roots.set(workspace, copyDist(workspace));
  const env: Record<string, string> = { GLOW_GATEWAY_URL: await startGatewayStandIn(), ...cspOrigins };
  for (const workspace of webWorkspaces().filter((name) => name !== 'shell')) {
    const remote = await startNginx('remote', roots.get(workspace)!);
    remotes.set(workspace, remote);
    env[urlVariable(workspace)] = remote.url;
  }
  shell = await startNginx('shell', roots.get('shell')!, env);
}, 30_000);

afterAll(async () => {
  await shell?.stop();
  for (const remote of remotes.values()) await remote.stop();
  await new Promise((resolve) => gateway?.close(resolve));
  if (copies) rmSync(copies, { recursive: true, force: true });
});

describe('a microfrontend image (infra/deploy/nginx/remote.conf.template)', () => {
  it('when the shell reads mf-manifest.json or remoteEntry.js, then it is revalidated and readable from any origin', async () => {
    for (const [workspace, remote] of remotes) {
      for (const file of ['mf-manifest.json', 'remoteEntry.js']) {
        const response = await get(`${remote.url}/${file}`);
        expect({ workspace, file, status: response.status }).toEqual({ workspace, file, status: 200 });
        expect(response.headers['cache-control']).toBe('no-cache');
        expect(response.headers['access-control-allow-origin']).toBe('*');
        expect(response.body.equals(readFileSync(path.join(roots.get(workspace)!, file)))).toBe(true);
        const again = await get(`${remote.url}/${file}`, { 'If-None-Match': response.headers.etag! });
        expect({ workspace, file, status: again.status }).toEqual({ workspace, file, status: 304 });
      }
      expect((await get(`${remote.url}/remoteEntry.js`)).headers['content-type']).toBe(
        'application/javascript',
      );
    }
  });

  it('when a content-hashed chunk is asked for, then it may be cached for a year as immutable', async () => {
    for (const [workspace, remote] of remotes) {
      const response = await get(`${remote.url}/${firstHashedChunk(roots.get(workspace)!)}`);
      expect({ workspace, status: response.status, cache: response.headers['cache-control'] }).toEqual({
        workspace,
        status: 200,
        cache: immutable,
      });
      expect(response.headers['access-control-allow-origin']).toBe('*');
    }
  });

  it('when the browser accepts gzip and a .gz lies next to the file, then the .gz is sent as is', async () => {
    const [workspace, remote] = [...remotes][0]!;
    const chunk = firstHashedChunk(roots.get(workspace)!);
    const response = await get(`${remote.url}/${chunk}`, { 'Accept-Encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(response.body.equals(readFileSync(path.join(roots.get(workspace)!, `${chunk}.gz`)))).toBe(true);
  });

  it('when a file is served, then no browser runs or frames it as a page and its type is not sniffed', async () => {
    for (const [workspace, remote] of remotes) {
      for (const file of ['remoteEntry.js', firstHashedChunk(roots.get(workspace)!)]) {
        const { headers } = await get(`${remote.url}/${file}`);
        expect({ workspace, file, csp: headers['content-security-policy'] }).toEqual({
          workspace,
          file,
          csp: "default-src 'none'; frame-ancestors 'none'",
        });
        expect(headers['x-content-type-options']).toBe('nosniff');
        expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      }
    }
  });

  it('when a file does not exist, then the answer is 404', async () => {
    const remote = [...remotes.values()][0]!;
    expect((await get(`${remote.url}/missing.0123abcd.js`)).status).toBe(404);
    expect((await get(`${remote.url}/orders/42`)).status).toBe(404);
  });
});

describe('the shell image (infra/deploy/nginx/shell.conf.template)', () => {
  /** Every page of gateway/src/page-routes.ts (`:id` filled in), with and without a trailing slash. */
  const shopPages = [...pageRoutes, ...pagePrefixes, '/admin/users', '/admin/products/create']
    .map((route) => route.replace(/:id/, 'abc-123'))
    .flatMap((route) => (route === '/' ? [route] : [route, `${route}/`]));

  it('when a page of the shop is opened, then index.html answers with 200 and is revalidated', async () => {
    const page = readFileSync(path.join(roots.get('shell')!, 'index.html'));
    for (const route of shopPages) {
      const response = await get(`${shell.url}${route}`);
      expect({ route, status: response.status, cache: response.headers['cache-control'] }).toEqual({
        route,
        status: 200,
        cache: 'no-cache',
      });
      expect(response.headers['content-type']).toBe('text/html');
      expect(response.body.equals(page)).toBe(true);
    }
  });

  it('when a path is none of the shop pages, then index.html answers with 404, revalidated and with the page policy', async () => {
    const page = readFileSync(path.join(roots.get('shell')!, 'index.html'));
    for (const route of [
      '/nope',
      '/nope/',
      '/product/abc-123',
      '/about/team',
      '/orders/42/extra',
      '/administrator',
    ]) {
      const response = await get(`${shell.url}${route}`);
      expect({ route, status: response.status, cache: response.headers['cache-control'] }).toEqual({
        route,
        status: 404,
        cache: 'no-cache',
      });
      expect(response.headers['content-type']).toBe('text/html');
      expect(response.body.equals(page)).toBe(true);
      expect(directives(response.headers['content-security-policy'])['frame-ancestors']).toBe("'none'");
    }
  });

  it('when a file keeps its name across releases, then it is revalidated; a hashed chunk is immutable', async () => {
    for (const file of ['index.html', 'remotes.json', 'favicon.svg', 'placeholder-image.png']) {
      const response = await get(`${shell.url}/${file}`);
      expect({ file, status: response.status, cache: response.headers['cache-control'] }).toEqual({
        file,
        status: 200,
        cache: 'no-cache',
      });
    }
    const chunk = firstHashedChunk(roots.get('shell')!);
    const response = await get(`${shell.url}/${chunk}`, { 'Accept-Encoding': 'gzip' });
    expect(response.headers['cache-control']).toBe(immutable);
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('when a file is missing, then the answer is 404 and not the page', async () => {
    for (const file of ['/missing.0123abcd.js', '/missing.json']) {
      const response = await get(`${shell.url}${file}`);
      expect({ file, status: response.status }).toEqual({ file, status: 404 });
    }
  });

  it('when the page calls /api or loads /uploads, then the gateway gets the request as sent', async () => {
    for (const url of [
      '/api/products?category=skin&page=2',
      '/uploads/0123456789abcdef0123.jpg',
      '/api/data.json',
    ]) {
      const response = await get(`${shell.url}${url}`, { 'X-Request-Id': 'r-1' });
      expect({ url, status: response.status, body: JSON.parse(response.body.toString()) }).toEqual({
        url,
        status: 200,
        body: { gateway: url },
      });
      const seen = seenByGateway.at(-1)!;
      expect(seen.headers['x-forwarded-for']).toBe('127.0.0.1');
      expect(seen.headers['x-request-id']).toBe('r-1');
    }
  });

  it('when the fallback pictures are asked for, then the shell answers them itself: /placeholder-image.png and /uploads/default.jpg', async () => {
    const requestsBefore = seenByGateway.length;
    for (const [url, type] of [
      ['/placeholder-image.png', 'image/png'],
      ['/uploads/default.jpg', 'image/jpeg'],
    ] as const) {
      const response = await get(`${shell.url}${url}`);
      expect({ url, status: response.status, type: response.headers['content-type'] }).toEqual({
        url,
        status: 200,
        type,
      });
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body.equals(readFileSync(path.join(roots.get('shell')!, url)))).toBe(true);
    }
    expect(seenByGateway.length).toBe(requestsBefore);
  });

  it('when Socket.IO upgrades to a WebSocket, then the upgrade reaches the gateway', async () => {
    const status = await upgrade(`${shell.url}/socket.io/?EIO=4&transport=websocket`);
    expect(status).toBe(101);
    expect(seenByGateway.at(-1)).toMatchObject({
      url: '/socket.io/?EIO=4&transport=websocket',
      headers: { upgrade: 'websocket', connection: 'upgrade' },
    });
  });

  it('when remotes.json names a microfrontend, then its manifest and chunks come through the shell from that remote', async () => {
    const manifest = remotesManifest();
    expect(Object.keys(manifest).sort()).toEqual(
      [...remotes.keys()].map((workspace) => workspace.replace('-', '_')).sort(),
    );
    for (const [name, manifestPath] of Object.entries(manifest)) {
      const root = roots.get(name.replace('_', '-'))!;
      const response = await get(`${shell.url}${manifestPath}`);
      expect({ name, status: response.status }).toEqual({ name, status: 200 });
      expect(response.body.equals(readFileSync(path.join(root, 'mf-manifest.json')))).toBe(true);
      expect(response.headers['cache-control']).toBe('no-cache');
      const chunk = await get(`${shell.url}${path.posix.dirname(manifestPath)}/${firstHashedChunk(root)}`);
      expect({ name, status: chunk.status, cache: chunk.headers['cache-control'] }).toEqual({
        name,
        status: 200,
        cache: immutable,
      });
    }
  });

  it('when a document is served, then it carries the page policy with the configured origins', async () => {
    for (const url of ['/', '/orders/42', '/index.html', '/favicon.svg', '/missing.json']) {
      const { headers } = await get(`${shell.url}${url}`);
      const csp = directives(headers['content-security-policy']);
      expect({ url, script: csp['script-src'], ancestors: csp['frame-ancestors'] }).toEqual({
        url,
        script: "'self' https://mf.glow.example https://checkout.flutterwave.com https://js.paystack.co",
        ancestors: "'none'",
      });
      expect(headers['permissions-policy']).toMatch(
        /^camera=\(\), microphone=\(\), geolocation=\(\),.* payment=\(self /,
      );
      expect(csp['report-uri']).toBe('/api/csp-reports');
      expect(headers['reporting-endpoints']).toBe('csp-endpoint="/api/csp-reports"');
    }
    const csp = directives((await get(`${shell.url}/`)).headers['content-security-policy']);
    expect(csp).toMatchObject({
      'default-src': "'self'",
      'style-src': "'self' https://mf.glow.example",
      'img-src': "'self' data: blob: https://mf.glow.example https://img.glow.example",
      'connect-src': "'self' https://mf.glow.example https://checkout.flutterwave.com https://js.paystack.co",
      'frame-src': "'self' https://checkout.flutterwave.com https://js.paystack.co",
      'object-src': "'none'",
      'base-uri': "'self'",
      'form-action': "'self'",
    });
  });

  it('when a script, JSON or picture is served, then it carries the headers every answer needs and no page policy', async () => {
    for (const url of [
      `/${firstHashedChunk(roots.get('shell')!)}`,
      '/remotes.json',
      '/uploads/default.jpg',
      '/',
    ]) {
      const { headers } = await get(`${shell.url}${url}`);
      expect({ url, nosniff: headers['x-content-type-options'] }).toEqual({ url, nosniff: 'nosniff' });
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['x-frame-options']).toBe('DENY');
      if (url === '/') continue;
      expect({ url, csp: headers['content-security-policy'] }).toEqual({ url, csp: undefined });
      expect(headers['permissions-policy']).toBeUndefined();
      expect(headers['reporting-endpoints']).toBeUndefined();
    }
  });

  it('when the balancer says the request came over https, then Strict-Transport-Security is sent, else not', async () => {
    const secure = await get(`${shell.url}/`, { 'X-Forwarded-Proto': 'https' });
    const plain = await get(`${shell.url}/`);

    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });

  it('when an answer comes from the gateway or a remote, then it keeps their headers and not the page policy', async () => {
    const api = await get(`${shell.url}/api/products`);
    const remoteEntry = await get(`${shell.url}/mf/storefront/remoteEntry.js`);

    expect(api.headers['content-security-policy']).toBeUndefined();
    expect(remoteEntry.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});
