import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { RunningGateway } from '../src/server';
import { loadGatewayConfig } from '../src/config';
import { startTestGateway } from './support/gateway';
import { closeUpstreams, startEchoUpstreams, upstreamEnv, urlsOf, type Upstreams } from './support/upstreams';

let upstreams: Upstreams;
let gateway: RunningGateway;
let behindProxy: RunningGateway;
let staticDir: string;

beforeAll(async () => {
  staticDir = await mkdtemp(path.join(os.tmpdir(), 'glow-policy-'));
  await writeFile(path.join(staticDir, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(path.join(staticDir, 'main.js'), 'console.log("shell")');
  await writeFile(path.join(staticDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  upstreams = await startEchoUpstreams();
  gateway = await startTestGateway(urlsOf(upstreams), { STATIC_DIR: staticDir });
  behindProxy = await startTestGateway(urlsOf(upstreams), {
    STATIC_DIR: staticDir,
    TRUST_PROXY: 'loopback',
    CSP_REMOTE_ORIGINS: 'https://mf.glow.example',
    CSP_IMAGE_ORIGINS: 'https://img.glow.example',
    CSP_PAYMENT_ORIGINS: 'https://pay.example',
  });
});

afterAll(async () => {
  await gateway?.stop();
  await behindProxy?.stop();
  await closeUpstreams(upstreams);
  await rm(staticDir, { recursive: true, force: true });
});

/** `{ 'script-src': "'self' https://…" }` from a Content-Security-Policy header. */
function directives(header: string | null): Record<string, string> {
  return Object.fromEntries(
    (header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources.join(' ')]),
  );
}

const page = (base: string, urlPath = '/', headers: Record<string, string> = {}) =>
  fetch(`${base}${urlPath}`, { headers: { accept: 'text/html', ...headers } });

describe('the browser policy of the served pages and files', () => {
  it('when the shell is opened, then its CSP allows scripts from itself and the payment providers only', async () => {
    const response = await page(gateway.url);
    const csp = directives(response.headers.get('content-security-policy'));

    expect(csp['script-src']).toBe(
      "'self' https://checkout.flutterwave.com https://js.paystack.co https://checkout.paystack.com",
    );
    expect(csp['script-src']).not.toMatch(/unsafe|\*/);
    expect(csp['frame-src']).toBe(
      "'self' https://checkout.flutterwave.com https://js.paystack.co https://checkout.paystack.com",
    );
    expect(csp).toMatchObject({
      'default-src': "'self'",
      'object-src': "'none'",
      'base-uri': "'self'",
      'form-action': "'self'",
      'frame-ancestors': "'none'",
      'img-src': "'self' data: blob:",
    });
    expect(csp['connect-src']).toMatch(/^'self' /);
  });

  it.each(['/', '/orders/42', '/index.html', '/favicon.svg'])(
    'when the document %s is fetched, then the page policy is on it',
    async (urlPath) => {
      const response = await page(gateway.url, urlPath);

      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(response.headers.get('content-security-policy')).toContain(
        'report-uri /api/csp-reports; report-to csp-endpoint',
      );
      expect(response.headers.get('reporting-endpoints')).toBe('csp-endpoint="/api/csp-reports"');
      expect(response.headers.get('permissions-policy')).toBe(
        'camera=(), microphone=(), geolocation=(), usb=(), browsing-topics=(), ' +
          'payment=(self "https://checkout.flutterwave.com" "https://js.paystack.co" "https://checkout.paystack.com")',
      );
    },
  );

  it.each(['/', '/main.js', '/healthz', '/missing.js'])(
    'when %s is fetched, then the headers every answer needs are on it',
    async (urlPath) => {
      const response = await page(gateway.url, urlPath);

      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
    },
  );

  it.each(['/main.js', '/healthz', '/missing.js'])(
    'when %s is no document, then it carries no page policy (it would change nothing there)',
    async (urlPath) => {
      const response = await fetch(`${gateway.url}${urlPath}`);

      expect(response.headers.get('content-security-policy')).toBeNull();
      expect(response.headers.get('permissions-policy')).toBeNull();
    },
  );

  const pageOnlyHeaders = [
    'cross-origin-opener-policy',
    'origin-agent-cluster',
    'x-dns-prefetch-control',
    'x-download-options',
    'x-permitted-cross-domain-policies',
    'x-xss-protection',
  ];

  it('when a document is fetched, then it carries the headers only a document reads', async () => {
    const response = await page(gateway.url, '/');

    expect(Object.fromEntries(pageOnlyHeaders.map((name) => [name, response.headers.get(name)]))).toEqual({
      'cross-origin-opener-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    });
  });

  it('when a script is fetched, then none of the headers only a document reads are on it, nor Last-Modified', async () => {
    const response = await fetch(`${gateway.url}/main.js`);

    expect(response.status).toBe(200);
    expect(pageOnlyHeaders.filter((name) => response.headers.has(name))).toEqual([]);
    expect(response.headers.get('last-modified')).toBeNull();
    expect(response.headers.get('etag')).toBeTruthy();
  });

  it('when the request is plain http, then no Strict-Transport-Security is sent', async () => {
    const response = await page(gateway.url);

    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('when a trusted proxy says the request came over https, then Strict-Transport-Security is sent', async () => {
    const secure = await page(behindProxy.url, '/', { 'x-forwarded-proto': 'https' });
    const plain = await page(behindProxy.url, '/', { 'x-forwarded-proto': 'http' });

    expect(secure.headers.get('strict-transport-security')).toBe('max-age=31536000');
    expect(plain.headers.get('strict-transport-security')).toBeNull();
  });

  it('when an untrusted client claims https, then no Strict-Transport-Security is sent', async () => {
    const response = await page(gateway.url, '/', { 'x-forwarded-proto': 'https' });

    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('when remote, image and payment origins are configured, then the policy lists them where they load', async () => {
    const response = await page(behindProxy.url);
    const csp = directives(response.headers.get('content-security-policy'));

    expect(csp['script-src']).toBe("'self' https://mf.glow.example https://pay.example");
    expect(csp['connect-src']).toBe("'self' https://mf.glow.example https://pay.example");
    expect(csp['img-src']).toBe("'self' data: blob: https://mf.glow.example https://img.glow.example");
    expect(csp['frame-src']).toBe("'self' https://pay.example");
  });

  it('when an /api answer is proxied, then it carries the service headers and no page policy', async () => {
    const response = await fetch(`${gateway.url}/api/products`);

    expect(response.headers.get('content-security-policy')).toBeNull();
  });
});

describe('the policy settings', () => {
  const env = upstreamEnv({
    user: 'http://user:3001',
    catalog: 'http://catalog:3002',
    cart: 'http://cart:3003',
    order: 'http://order:3004',
    payment: 'http://payment:3005',
    messaging: 'http://messaging:3006',
    notification: 'http://notification:3007',
    dashboard: 'http://dashboard:3008',
  });

  it.each([
    'cdn.example.com',
    'https://cdn.example.com/path',
    "'unsafe-inline'",
    'https://a.example;script-src *',
  ])('when an origin is malformed (%s), then start-up fails naming the variable', (value) => {
    expect(() => loadGatewayConfig({ ...env, CSP_REMOTE_ORIGINS: value })).toThrow(/CSP_REMOTE_ORIGINS/);
  });

  it('when origins are separated by commas or spaces, then each is kept', () => {
    const config = loadGatewayConfig({
      ...env,
      CSP_IMAGE_ORIGINS: 'https://a.example, https://*.b.example:8443',
    });

    expect(config.CSP_IMAGE_ORIGINS).toEqual(['https://a.example', 'https://*.b.example:8443']);
    expect(config.HSTS_MAX_AGE).toBe(31_536_000);
  });
});
