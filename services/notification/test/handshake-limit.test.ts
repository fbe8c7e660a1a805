import { redisTestUrl, startServiceForTest, type ServiceUnderTest } from '@glow/testing';
import { io, type Socket } from 'socket.io-client';
import { notificationService } from '../src';
import { runPrefix } from './helpers/notification';

describe('notification handshake rate limit per address', () => {
  let running: ServiceUnderTest;
  const sockets: Socket[] = [];

  beforeEach(async () => {
    running = await startServiceForTest(notificationService, {
      env: {
        REDIS_URL: await redisTestUrl(),
        NOTIFICATION_REDIS_PREFIX: runPrefix(),
        HANDSHAKE_RATE_LIMIT_PER_IP: '3',
      },
    });
  });
  afterEach(async () => {
    for (const socket of sockets.splice(0)) socket.disconnect();
    await running?.stop();
  });

  /** One handshake from `address` (as the gateway forwards it): 'connected' or the refusal. */
  function handshake(address: string): Promise<string | { message: string; data: unknown }> {
    const socket = io(running.url, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      auth: { token: running.keys.sign({ _id: 'shopper-1' }) },
      extraHeaders: { 'x-forwarded-for': address },
    });
    sockets.push(socket);
    return new Promise((resolve) => {
      socket.once('connect', () => resolve('connected'));
      socket.once('connect_error', (error: Error & { data?: unknown }) =>
        resolve({ message: error.message, data: error.data }),
      );
    });
  }

  it('when one address opens more handshakes than its limit, then the next is refused as retryable', async () => {
    const answers = [];
    for (let attempt = 0; attempt < 4; attempt += 1) answers.push(await handshake('203.0.113.7'));

    expect(answers).toEqual([
      'connected',
      'connected',
      'connected',
      { message: 'Too many connection attempts, please try again later', data: { retryable: true } },
    ]);
  });

  it('when another address connects after one used up its limit, then it is not affected', async () => {
    for (let attempt = 0; attempt < 4; attempt += 1) await handshake('203.0.113.8');

    await expect(handshake('203.0.113.9')).resolves.toBe('connected');
  });
});
