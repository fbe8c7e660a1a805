import {
  createTestKeys,
  redisTestUrl,
  startTcpProxy,
  waitFor,
  type ServiceUnderTest,
  type TcpProxy,
} from '@glow/testing';
import { publish, uniqueId, unreadChanged } from './helpers/events';
import { LiveClients, type LiveClient } from './helpers/live-clients';
import { readiness, runPrefix, startNotification, untilReady } from './helpers/notification';

describe('notification while Redis goes away and comes back', () => {
  const keys = createTestKeys();
  const prefix = runPrefix();
  const clients = new LiveClients();
  const shopper = uniqueId('shopper');
  let proxy: TcpProxy;
  let behindProxy: ServiceUnderTest;
  let direct: ServiceUnderTest;
  let shopperSocket: LiveClient;

  beforeAll(async () => {
    const redisUrl = await redisTestUrl();
    proxy = await startTcpProxy(Number(new URL(redisUrl).port || 6379), new URL(redisUrl).hostname);
    behindProxy = await startNotification({ keys, prefix, redisUrl: proxy.urlThrough(redisUrl) });
    direct = await startNotification({ keys, prefix, redisUrl });
    await Promise.all([untilReady(behindProxy.url), untilReady(direct.url)]);
    shopperSocket = await clients.connect(behindProxy.url, { token: keys.sign({ _id: shopper }) });
  });
  afterAll(async () => {
    clients.closeAll();
    await Promise.all([behindProxy?.stop(), direct?.stop()]);
    await proxy?.close();
  });

  it('when Redis is cut, then readiness fails but local sockets still get their events', async () => {
    await proxy.cut();

    await waitFor(
      'redis check to fail',
      async () => (await readiness(behindProxy.url)).checks.redis === false,
    );
    await publish(behindProxy.bus, unreadChanged(shopper, 1));
    await publish(behindProxy.bus, unreadChanged(shopper, 2));
    await shopperSocket.waitFor('unreadCountUpdated', (payload) => payload.count === 2);
    // Outlast ioredis's retries, so the fan-out publishes queued meanwhile are rejected before Redis returns.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(shopperSocket.all('unreadCountUpdated')).toEqual([
      { count: 1, through: 1 },
      { count: 2, through: 2 },
    ]);
  });

  it('when Redis is back, then the instance is ready again and receives fan-out from the other instance', async () => {
    await proxy.restore();

    await untilReady(behindProxy.url, 10_000);
    await publish(direct.bus, unreadChanged(shopper, 3));
    expect(await shopperSocket.waitFor('unreadCountUpdated', (payload) => payload.count === 3)).toEqual({
      count: 3,
      through: 3,
    });
  });
});
