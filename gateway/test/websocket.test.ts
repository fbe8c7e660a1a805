import { once } from 'node:events';
import http from 'node:http';
import net from 'node:net';
import { Server as SocketServer, type Socket as ServerSocket } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import type { RunningGateway } from '../src/server';
import { startTestGateway } from './support/gateway';
import {
  closeServer,
  closeUpstreams,
  listen,
  startEchoUpstreams,
  urlsOf,
  type Upstreams,
} from './support/upstreams';

let upstreams: Upstreams;
let notification: { server: http.Server; io: SocketServer; url: string; upgrades: string[] };
const serverSockets = new Map<string, ServerSocket>();
let gateway: RunningGateway;
const clients: Socket[] = [];

beforeAll(async () => {
  upstreams = await startEchoUpstreams();
  const server = http.createServer();
  const io = new SocketServer(server, { transports: ['websocket'] });
  io.on('connection', (socket) => {
    serverSockets.set(socket.id, socket);
    socket.emit('welcome', {
      id: socket.id,
      token: socket.handshake.auth.token,
      forwardedFor: socket.handshake.headers['x-forwarded-for'],
    });
    socket.on('ping', (payload: unknown, reply: (answer: unknown) => void) => reply({ pong: payload }));
  });
  // Every upgrade that reaches the notification server, whatever Socket.IO then does with it.
  const upgrades: string[] = [];
  server.on('upgrade', (req: http.IncomingMessage) => upgrades.push(req.url ?? ''));
  notification = { server, io, url: await listen(server), upgrades };
  gateway = await startTestGateway({ ...urlsOf(upstreams), notification: notification.url });
});

afterAll(async () => {
  for (const client of clients) client.disconnect();
  await gateway?.stop();
  await new Promise((resolve) => notification.io.close(resolve));
  await closeServer(notification.server).catch(() => undefined);
  await closeUpstreams(upstreams);
});

interface Emitter {
  once(event: string, listener: (value: never) => void): unknown;
}

function nextEvent<T>(emitter: Emitter, event: string): Promise<T> {
  return new Promise((resolve) => emitter.once(event, (value: T) => resolve(value)));
}

function connectThroughGateway(token: string): Socket {
  const client = connect(gateway.url, { transports: ['websocket'], auth: { token }, reconnection: false });
  clients.push(client);
  return client;
}

describe('WebSocket proxy to notification', () => {
  it('when a Socket.IO client connects to the gateway, then it reaches the notification server both ways', async () => {
    const client = connectThroughGateway('token-123');

    const welcome = await nextEvent<{ token: string }>(client, 'welcome');
    const answer = await client.timeout(2_000).emitWithAck('ping', { n: 1 });

    expect(welcome.token).toBe('token-123');
    expect(answer).toEqual({ pong: { n: 1 } });
  });

  it('when the server pushes to a room, then the client behind the gateway receives it', async () => {
    const client = connectThroughGateway('token-456');
    await nextEvent(client, 'welcome');

    notification.io.emit('orderStatusUpdated', { orderId: 'o-1', status: 'Shipped' });

    const event = await nextEvent(client, 'orderStatusUpdated');
    expect(event).toEqual({ orderId: 'o-1', status: 'Shipped' });
  });

  it.each(['/api/products', '/uploads/x.png', '/other'])(
    'when an upgrade asks for %s, then the gateway closes it without passing it to any service',
    async (path) => {
      const seenBefore = Object.values(upstreams).flatMap((upstream) => upstream.seen).length;
      const socket = net.connect(gateway.port, '127.0.0.1');
      socket.write(
        `GET ${path} HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n` +
          'Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
      );
      const received: Buffer[] = [];
      socket.on('data', (chunk: Buffer) => received.push(chunk));

      await once(socket, 'close');

      expect(Buffer.concat(received).toString()).not.toContain('101 Switching Protocols');
      expect(notification.upgrades).not.toContain(path);
      expect(Object.values(upstreams).flatMap((upstream) => upstream.seen)).toHaveLength(seenBefore);
    },
  );
});

describe('the client address on a WebSocket', () => {
  it('when the upgrade comes through a trusted balancer with a forged X-Forwarded-For, then notification sees only the address the balancer saw', async () => {
    const trusting = await startTestGateway(
      { ...urlsOf(upstreams), notification: notification.url },
      { TRUST_PROXY: '1' },
    );
    try {
      const client = connect(trusting.url, {
        transports: ['websocket'],
        reconnection: false,
        extraHeaders: { 'x-forwarded-for': '7.7.7.7, 203.0.113.9' },
      });
      clients.push(client);

      const welcome = await nextEvent<{ forwardedFor: string }>(client, 'welcome');

      expect(welcome.forwardedFor).toBe('203.0.113.9');
    } finally {
      await trusting.stop();
    }
  });
});

describe('idle WebSockets', () => {
  it('when an upgraded socket stays quiet longer than the upstream timeout, then it stays open', async () => {
    const quick = await startTestGateway(
      { ...urlsOf(upstreams), notification: notification.url },
      { UPSTREAM_TIMEOUT_MS: '300' },
    );
    try {
      const client = connect(quick.url, { transports: ['websocket'], reconnection: false });
      clients.push(client);
      await nextEvent(client, 'welcome');

      await new Promise((resolve) => setTimeout(resolve, 1_000));

      expect(client.connected).toBe(true);
      expect(await client.timeout(2_000).emitWithAck('ping', 'still there')).toEqual({ pong: 'still there' });
    } finally {
      await quick.stop();
    }
  });
});

describe('stopping with open WebSockets', () => {
  it('when the gateway stops, then both ends of an open socket close at once', async () => {
    const extra = await startTestGateway({ ...urlsOf(upstreams), notification: notification.url });
    const client = connect(extra.url, { transports: ['websocket'], reconnection: false });
    clients.push(client);
    const welcome = await nextEvent<{ id: string }>(client, 'welcome');
    const upstreamSide = nextEvent(serverSockets.get(welcome.id)!, 'disconnect');

    const started = Date.now();
    const browserSide = nextEvent(client, 'disconnect');
    await extra.stop();

    await Promise.all([browserSide, upstreamSide]);
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
