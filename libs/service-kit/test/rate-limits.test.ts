import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import express, { type Request } from 'express';
import { createLogger } from '../src/logger';
import { addressKey, clientAddressKey, createRateLimits, type RateLimits } from '../src/http/rate-limits';
import { waitFor } from '@glow/testing';

interface LogLine {
  level: number;
  msg: string;
  code?: string;
}

function capturedLogs() {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString('utf8')) as LogLine);
      done();
    },
  });
  return { logger: createLogger('kit', 'trace', stream), lines };
}

/** An app with one limiter, listening on a free port. */
async function serve(limits: RateLimits, trustProxy: boolean | number) {
  const app = express();
  app.set('trust proxy', trustProxy);
  app.use(limits.create({ name: 'test', limit: 5, windowMs: 60_000 }));
  app.get('/', (_req, res) => void res.json({ ok: true }));
  const server = http.createServer(app).listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

describe('what the rate limits log', () => {
  it('when express-rate-limit finds the app trusts every proxy, then its warning is logged with its code, not as a store failure', async () => {
    const logs = capturedLogs();
    const limits = createRateLimits({ RATE_LIMIT_PREFIX: 'test:' }, logs.logger);
    const { server, url } = await serve(limits, true);
    try {
      await (await fetch(url, { headers: { 'x-forwarded-for': '7.7.7.7' } })).arrayBuffer();

      const line = await waitFor('the trust proxy warning', () =>
        logs.lines.find((entry) => entry.code === 'ERR_ERL_PERMISSIVE_TRUST_PROXY'),
      );
      expect(line?.msg).toMatch(/^rate limit misconfigured: .*trust proxy/);
      expect(logs.lines.map((entry) => entry.msg)).not.toContain('rate limit store failed: not limiting');
    } finally {
      server.close();
      await limits.close();
    }
  });

  it('when the Redis store cannot be reached, then the log says requests pass unlimited', async () => {
    const logs = capturedLogs();
    const limits = createRateLimits(
      { REDIS_URL: 'redis://127.0.0.1:9', RATE_LIMIT_PREFIX: 'test:' },
      logs.logger,
    );
    const { server, url } = await serve(limits, 1);
    try {
      const response = await fetch(url);

      expect(response.status).toBe(200);
      await waitFor('the store failure line', () =>
        logs.lines.find((entry) => entry.msg === 'rate limit store failed: not limiting'),
      );
      expect(logs.lines.filter((entry) => entry.code?.startsWith('ERR_ERL_'))).toEqual([]);
    } finally {
      server.close();
      await limits.close();
    }
  });
});

describe('clientAddressKey', () => {
  const key = (ip: string) => clientAddressKey({ ip } as Request);

  it('when two IPv6 addresses share a /56 network, then they share a key; an IPv4 address is its own key', () => {
    expect(key('2001:db8:abcd:1200::1')).toBe(key('2001:db8:abcd:12ff:ffff::9'));
    expect(key('2001:db8:abcd:1300::1')).not.toBe(key('2001:db8:abcd:1200::1'));
    expect(key('203.0.113.7')).toBe('203.0.113.7');
  });
});

describe('Limiter.admit', () => {
  it('when plain Node requests and the Express middleware share one limiter, then they count together and answer alike', async () => {
    const limits = createRateLimits({ RATE_LIMIT_PREFIX: 'test:' }, createLogger('kit', 'silent'));
    const limiter = limits.create({ name: 'shared', limit: 2, windowMs: 60_000 });
    const app = express();
    app.disable('x-powered-by');
    app.set('etag', false);
    app.use(limiter);
    app.get('/', (_req, res) => void res.json({ ok: true }));
    const viaExpress = http.createServer(app).listen(0, '127.0.0.1');
    const plain = http
      .createServer((req, res) => {
        const headers: string[] = [];
        void limiter.admit(addressKey(req.socket.remoteAddress!), res, headers).then((admitted) => {
          if (admitted) res.writeHead(200, headers).end('ok');
        });
      })
      .listen(0, '127.0.0.1');
    await Promise.all([once(viaExpress, 'listening'), once(plain, 'listening')]);
    const urlOf = (server: http.Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const headersOf = (response: Response) =>
      Object.fromEntries(
        [...response.headers].filter(([name]) => !['date', 'connection', 'keep-alive'].includes(name)),
      );
    try {
      const first = await fetch(urlOf(viaExpress));
      const second = await fetch(urlOf(plain));
      const [plainOver, expressOver] = [await fetch(urlOf(plain)), await fetch(urlOf(viaExpress))];

      expect([first.status, second.status]).toEqual([200, 200]);
      expect(first.headers.get('ratelimit')).toMatch(/^limit=2, remaining=1, reset=60$/);
      expect(second.headers.get('ratelimit')).toMatch(/^limit=2, remaining=0, reset=\d+$/);
      expect([plainOver.status, expressOver.status]).toEqual([429, 429]);
      expect(headersOf(plainOver)).toEqual(headersOf(expressOver));
      expect(await plainOver.text()).toBe(await expressOver.text());
    } finally {
      viaExpress.close();
      plain.close();
      await limits.close();
    }
  });
});
