import { createTestKeys, type ServiceUnderTest } from '@glow/testing';
import {
  envelope,
  messageSent,
  orderStatusChanged,
  publish,
  uniqueId,
  unreadChanged,
} from './helpers/events';
import { LiveClients, type LiveClient } from './helpers/live-clients';
import { runPrefix, startNotification, untilReady } from './helpers/notification';

describe('two notification instances on the real Redis', () => {
  const keys = createTestKeys();
  const prefix = runPrefix();
  const clients = new LiveClients();
  const shopper = uniqueId('shopper');
  let instanceA: ServiceUnderTest;
  let instanceB: ServiceUnderTest;
  let shopperOnA: LiveClient;
  let adminOnA: LiveClient;
  let shopperOnB: LiveClient;

  beforeAll(async () => {
    [instanceA, instanceB] = await Promise.all([
      startNotification({ keys, prefix }),
      startNotification({ keys, prefix }),
    ]);
    await Promise.all([untilReady(instanceA.url), untilReady(instanceB.url)]);
    shopperOnA = await clients.connect(instanceA.url, { token: keys.sign({ _id: shopper }) });
    adminOnA = await clients.connect(instanceA.url, {
      token: keys.sign({ _id: uniqueId('staff'), isAdmin: true }),
    });
    shopperOnB = await clients.connect(instanceB.url, { token: keys.sign({ _id: shopper }) });
  });
  afterAll(async () => {
    clients.closeAll();
    await Promise.all([instanceA?.stop(), instanceB?.stop()]);
  });

  it('when instance B consumes a user event, then the user socket on instance A receives it', async () => {
    await publish(instanceB.bus, unreadChanged(shopper, 5));

    expect(await shopperOnA.waitFor('unreadCountUpdated')).toEqual({ count: 5, through: 5 });
    expect(await shopperOnB.waitFor('unreadCountUpdated')).toEqual({ count: 5, through: 5 });
  });

  it('when instance B consumes an order status change, then the admin on instance A receives it', async () => {
    const event = orderStatusChanged(shopper);
    await publish(instanceB.bus, event);

    expect(await adminOnA.waitFor('orderStatusUpdated')).toEqual({
      orderId: event.data.orderId,
      status: 'Shipped',
    });
  });

  it('when instance A consumes a broadcast, then sockets on both instances receive it', async () => {
    const event = messageSent('all', true);
    await publish(instanceA.bus, event);

    for (const socket of [shopperOnA, adminOnA, shopperOnB]) {
      await socket.waitFor('adminMessage', (payload) => payload._id === event.data._id);
    }
  });

  it('when instance B learns that a user was deleted, then the socket of that user on instance A is closed', async () => {
    const leaving = uniqueId('leaving');
    const onA = await clients.connect(instanceA.url, { token: keys.sign({ _id: leaving }) });
    const closedBy = new Promise<string>((resolve) => onA.socket.once('disconnect', resolve));

    await publish(instanceB.bus, envelope('user.deleted', leaving, { _id: leaving }));

    await expect(closedBy).resolves.toBe('io server disconnect');
    expect(shopperOnA.socket.connected).toBe(true);
  });

  it('when an event pushed by B is redelivered to A, then it is not pushed again', async () => {
    const event = unreadChanged(shopper, 9);
    await publish(instanceB.bus, event);
    await publish(instanceA.bus, event);
    await publish(instanceA.bus, unreadChanged(shopper, 10));

    await shopperOnA.waitFor('unreadCountUpdated', (payload) => payload.count === 10);
    expect(shopperOnA.all('unreadCountUpdated').filter((payload) => payload.count === 9)).toHaveLength(1);
  });

  it('when instance B stops, then sockets on instance A stay connected and keep receiving', async () => {
    await instanceB.stop();
    // A disconnect broadcast through Redis would reach instance A within milliseconds.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await publish(instanceA.bus, unreadChanged(shopper, 30));

    expect(await shopperOnA.waitFor('unreadCountUpdated', (payload) => payload.count === 30)).toEqual({
      count: 30,
      through: 30,
    });
    expect(shopperOnA.socket.connected).toBe(true);
    expect(shopperOnB.socket.connected).toBe(false);
  });
});
