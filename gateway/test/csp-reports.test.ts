import { Writable } from 'node:stream';
import { createLogger } from '@glow/service-kit';
import { startGateway, type RunningGateway } from '../src/server';
import { testKeys } from './support/gateway';
import { closeUpstreams, startEchoUpstreams, upstreamEnv, urlsOf, type Upstreams } from './support/upstreams';

let upstreams: Upstreams;
let gateway: RunningGateway;
const logged: Array<Record<string, unknown>> = [];

beforeAll(async () => {
  upstreams = await startEchoUpstreams();
  const lines = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logged.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  gateway = await startGateway({
    env: {
      HOST: '127.0.0.1',
      PORT: '0',
      OPS_PORT: '0',
      // Each test reports from its own address (X-Forwarded-For), so their counts stay apart.
      TRUST_PROXY: 'loopback',
      JWT_PUBLIC_KEY: testKeys().publicKey,
      ...upstreamEnv(urlsOf(upstreams)),
    },
    logger: createLogger('gateway', 'warn', lines),
    processMetrics: false,
  });
});

afterAll(async () => {
  await gateway?.stop();
  await closeUpstreams(upstreams);
});

const report = (body: unknown, type: string, from = '203.0.113.7') =>
  fetch(`${gateway.url}/api/csp-reports`, {
    method: 'POST',
    headers: { 'content-type': type, 'x-forwarded-for': from },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const violations = () =>
  logged.filter((line) => line.msg === 'content security policy violation').map((line) => line.violation);

describe('CSP violation reports', () => {
  beforeEach(() => {
    logged.length = 0;
  });

  it('when a browser posts a report-uri report, then it is logged as a warning and answered 204', async () => {
    const response = await report(
      {
        'csp-report': {
          'document-uri': 'http://shop.example/cart-checkout',
          'violated-directive': 'script-src-elem',
          'effective-directive': 'script-src-elem',
          'blocked-uri': 'https://evil.example/x.js',
          'source-file': 'http://shop.example/main.js',
        },
      },
      'application/csp-report',
    );

    expect(response.status).toBe(204);
    expect(violations()).toEqual([
      {
        document: 'http://shop.example/cart-checkout',
        directive: 'script-src-elem',
        blocked: 'https://evil.example/x.js',
        source: 'http://shop.example/main.js',
      },
    ]);
  });

  it('when a browser posts Reporting API reports, then each csp-violation is logged and the rest ignored', async () => {
    const response = await report(
      [
        {
          type: 'csp-violation',
          body: { documentURL: 'http://shop.example/', effectiveDirective: 'img-src', blockedURL: 'data' },
        },
        { type: 'deprecation', body: { id: 'x' } },
      ],
      'application/reports+json',
    );

    expect(response.status).toBe(204);
    expect(violations()).toEqual([
      { document: 'http://shop.example/', directive: 'img-src', blocked: 'data', source: '' },
    ]);
  });

  it('when a report is not JSON or too large, then it is refused without a log line', async () => {
    expect((await report('not json', 'application/csp-report', '203.0.113.8')).status).toBe(400);
    const huge = { 'csp-report': { 'document-uri': 'x'.repeat(20_000) } };
    expect((await report(huge, 'application/csp-report', '203.0.113.8')).status).toBe(413);
    expect(violations()).toEqual([]);
  });

  it('when one address posts more than 30 reports a minute, then the rest are answered 429', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 32; index += 1)
      statuses.push((await report({ 'csp-report': {} }, 'application/csp-report', '203.0.113.9')).status);

    expect(statuses.slice(0, 30).every((status) => status === 204)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
  });
});
