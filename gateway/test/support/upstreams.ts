import { createHash } from 'node:crypto';
import { once } from 'node:events';
import http, { type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { serviceUrlVariable } from '@glow/topology';
import { serviceNames, type ServiceName } from '../../src/routes';

export interface EchoAnswer {
  service: string;
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  bodyLength: number;
  bodySha256: string;
}

export interface Upstream {
  name: string;
  url: string;
  server: Server;
  /** URLs of the requests that reached it (probes excluded). */
  seen: string[];
  /** What `/readyz` answers; tests flip it. */
  readiness: { status: number; checks: Record<string, boolean>; hang?: boolean };
  /** How many times `/readyz` was asked. */
  readonly readinessCalls: number;
  close(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function listen(server: Server): Promise<string> {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

export async function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
}

/**
 * A stand-in service: echoes what reached it; `/readyz` answers its readiness; a path
 * containing `/hang` never answers, one containing `/cut` dies mid-answer, one containing `/reset-once` has its
 * connection reset without an answer the first time each URL comes; WebSocket upgrades are never answered; `?status=NNN` answers that status with its own body;
 * each `?header=Name:value` is a header of its answer.
 */
export async function startEchoUpstream(name: string): Promise<Upstream> {
  const readiness: Upstream['readiness'] = { status: 200, checks: { database: true, bus: true } };
  const seen: string[] = [];
  let readinessCalls = 0;
  const resetOnce = new Set<string>();
  const server = http.createServer(async (req, res) => {
    if (req.url === '/readyz') {
      readinessCalls += 1;
      if (readiness.hang) return;
      res.writeHead(readiness.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ ready: readiness.status === 200, checks: readiness.checks }));
      return;
    }
    seen.push(req.url ?? '');
    if (req.url?.includes('/hang')) return;
    if (req.url?.includes('/reset-once') && !resetOnce.has(req.url)) {
      resetOnce.add(req.url);
      req.socket.resetAndDestroy();
      return;
    }
    if (req.url?.includes('/cut')) {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '1000' });
      res.write('{"partial":');
      setTimeout(() => res.destroy(), 20);
      return;
    }
    const body = await readBody(req);
    const status = Number(new URL(req.url ?? '/', 'http://x').searchParams.get('status') ?? 200);
    if (status !== 200) {
      res.writeHead(status, { 'content-type': 'application/json', 'x-upstream': name });
      res.end(JSON.stringify({ message: `${name} refused`, errors: [{ msg: 'from upstream' }] }));
      return;
    }
    const ownHeaders = new URL(req.url ?? '/', 'http://x').searchParams
      .getAll('header')
      .flatMap((header) => [header.slice(0, header.indexOf(':')), header.slice(header.indexOf(':') + 1)]);
    const answer: EchoAnswer = {
      service: name,
      method: req.method ?? '',
      url: req.url ?? '',
      headers: req.headers,
      bodyLength: body.length,
      bodySha256: createHash('sha256').update(body).digest('hex'),
    };
    res.writeHead(200, ['content-type', 'application/json', ...ownHeaders]);
    res.end(JSON.stringify(answer));
  });
  const upgrades = new Set<Duplex>();
  server.on('upgrade', (req, socket: Duplex) => {
    seen.push(`upgrade ${req.url}`);
    upgrades.add(socket);
  });
  const url = await listen(server);
  const close = () => {
    for (const socket of upgrades) socket.destroy();
    return closeServer(server);
  };
  return {
    name,
    url,
    server,
    seen,
    readiness,
    get readinessCalls() {
      return readinessCalls;
    },
    close,
  };
}

export type Upstreams = Record<ServiceName, Upstream>;

export async function startEchoUpstreams(): Promise<Upstreams> {
  const started = await Promise.all(serviceNames.map((name) => startEchoUpstream(name)));
  return Object.fromEntries(started.map((upstream) => [upstream.name, upstream])) as Upstreams;
}

export async function closeUpstreams(upstreams: Upstreams): Promise<void> {
  await Promise.all(Object.values(upstreams).map((upstream) => upstream.close()));
}

/** A URL where nothing listens: a port just released by a server that closed. */
export async function deadUrl(): Promise<string> {
  const server = http.createServer();
  const url = await listen(server);
  await closeServer(server);
  return url;
}

/** `USER_SERVICE_URL`, …: each service's setting (libs/topology) at its upstream's address. */
export function upstreamEnv(urls: Record<ServiceName, string>): NodeJS.ProcessEnv {
  return Object.fromEntries(serviceNames.map((name) => [serviceUrlVariable(name), urls[name]]));
}

export function urlsOf(upstreams: Upstreams): Record<ServiceName, string> {
  return Object.fromEntries(
    Object.entries(upstreams).map(([name, upstream]) => [name, upstream.url]),
  ) as Record<ServiceName, string>;
}
