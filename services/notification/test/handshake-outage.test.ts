import {
  createTestDatabase,
  startServiceForTest,
  startTcpProxy,
  waitFor,
  type ServiceUnderTest,
  type TcpProxy,
  type TestDatabase,
} from '@glow/testing';
import { io, type Socket } from 'socket.io-client';
import { notificationService } from '../src';

interface Refusal {
  message: string;
  data: unknown;
}

describe('notification handshake while PostgreSQL is unreachable', () => {
  let database: TestDatabase;
  let proxy: TcpProxy;
  let running: ServiceUnderTest;
  const sockets: Socket[] = [];

  /** Connects once (no client retries): the socket, or the server's refusal with its data. */
  function handshake(token: string): Promise<Socket | Refusal> {
    const socket = io(running.url, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      auth: { token },
    });
    sockets.push(socket);
    return new Promise((resolve) => {
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', (error: Error & { data?: unknown }) =>
        resolve({ message: error.message, data: error.data }),
      );
    });
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    proxy = await startTcpProxy(Number(new URL(database.url).port || 5432));
    running = await startServiceForTest(notificationService, {
      database,
      // The handshake reads the token-version table every time, so the cut is felt at once.
      env: { DATABASE_URL: proxy.urlThrough(database.url), TOKEN_VERSION_CACHE_MS: '0' },
    });
  });
  afterEach(() => proxy.restore());
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await running?.stop();
    await proxy?.close();
    await database?.drop();
  });

  it('when the token-version lookup cannot reach PostgreSQL, then the handshake is refused as retryable, and the same token connects once it is back', async () => {
    const token = running.keys.sign({ _id: 'shopper-outage' });
    await proxy.cut();

    const during = await handshake(token);

    expect(during).toEqual({
      message: 'Service temporarily unavailable, please try again shortly',
      data: { retryable: true },
    });
    await proxy.restore();
    const after = await waitFor('the handshake to succeed again', async () => {
      const answer = await handshake(token);
      return 'connected' in answer && answer.connected ? answer : undefined;
    });
    expect(after?.connected).toBe(true);
  });

  it('when the token is expired, then the refusal is final (not retryable)', async () => {
    const expired = running.keys.sign({ _id: 'shopper-expired' }, { expiresIn: -60 });

    await expect(handshake(expired)).resolves.toEqual({
      message: 'Not authorized, token expired',
      data: { retryable: false },
    });
  });
});
