import type { InProcessBus } from '@glow/service-kit';
import type { ServiceUnderTest } from '@glow/testing';
import {
  dashboardFeedAdded,
  dashboardOrderAddedV2,
  dashboardRefundCaseAdded,
  envelope,
  messageSent,
  orderPaid,
  orderStatusChanged,
  publish,
  reviewChanged,
  uniqueId,
  unreadChanged,
} from './helpers/events';
import { LiveClients, type LiveClient } from './helpers/live-clients';
import { startNotification, untilReady } from './helpers/notification';

describe('notification pushes bus events to the right sockets', () => {
  let running: ServiceUnderTest;
  const clients = new LiveClients();
  const alice = uniqueId('alice');
  const bob = uniqueId('bob');
  const staff = uniqueId('staff');
  let aliceSocket: LiveClient;
  let bobSocket: LiveClient;
  let adminSocket: LiveClient;

  // Events from one instance reach a socket in order, so once a later event has arrived an earlier one
  // that was going to arrive has too: this proves absence without sleeping.
  async function flush(...sockets: LiveClient[]) {
    const marker = messageSent('all', false);
    await publish(running.bus, marker);
    await Promise.all(
      sockets.map((socket) => socket.waitFor('newMessage', (payload) => payload._id === marker.data._id)),
    );
  }

  beforeAll(async () => {
    running = await startNotification();
    await untilReady(running.url);
    aliceSocket = await clients.connect(running.url, { token: running.keys.sign({ _id: alice }) });
    bobSocket = await clients.connect(running.url, { token: running.keys.sign({ _id: bob }) });
    adminSocket = await clients.connect(running.url, {
      token: running.keys.sign({ _id: staff, isAdmin: true }),
    });
  });
  afterAll(async () => {
    clients.closeAll();
    await running?.stop();
  });

  it('when a user unread count changes, then only that user gets unreadCountUpdated', async () => {
    await publish(running.bus, unreadChanged(alice, 7));

    expect(await aliceSocket.waitFor('unreadCountUpdated')).toEqual({ count: 7, through: 7 });
    await flush(bobSocket, adminSocket);
    expect(bobSocket.all('unreadCountUpdated')).toEqual([]);
    expect(adminSocket.all('unreadCountUpdated')).toEqual([]);
  });

  it('when a message is sent to all, then every socket gets newMessage', async () => {
    const event = messageSent('all', false);
    await publish(running.bus, event);

    const expected = {
      _id: event.data._id,
      user: 'all',
      message: event.data.message,
      createdAt: event.data.createdAt,
      seq: event.data.seq,
    };
    for (const socket of [aliceSocket, bobSocket, adminSocket]) {
      expect(await socket.waitFor('newMessage', (payload) => payload._id === event.data._id)).toEqual(
        expected,
      );
    }
  });

  it('when an admin writes to a user, then that user gets adminMessage and others do not', async () => {
    const event = messageSent(alice, true);
    await publish(running.bus, event);

    const pushed = await aliceSocket.waitFor('adminMessage', (payload) => payload._id === event.data._id);
    expect(pushed).toEqual({
      _id: event.data._id,
      user: alice,
      message: event.data.message,
      createdAt: event.data.createdAt,
      seq: event.data.seq,
    });
    expect(aliceSocket.all('newMessage').some((payload) => payload._id === event.data._id)).toBe(false);
    await flush(bobSocket);
    expect(bobSocket.all('adminMessage')).toEqual([]);
  });

  it('when an order status changes, then the owner and admins get orderStatusUpdated and other users do not', async () => {
    const event = orderStatusChanged(alice);
    await publish(running.bus, event);

    const expected = { orderId: event.data.orderId, status: 'Shipped' };
    expect(await aliceSocket.waitFor('orderStatusUpdated')).toEqual(expected);
    expect(await adminSocket.waitFor('orderStatusUpdated')).toEqual(expected);
    await flush(bobSocket);
    expect(bobSocket.all('orderStatusUpdated')).toEqual([]);
  });

  it('when an admin owns the order, then the admin gets orderStatusUpdated once', async () => {
    const event = orderStatusChanged(staff);
    await publish(running.bus, event);

    await adminSocket.waitFor('orderStatusUpdated', (payload) => payload.orderId === event.data.orderId);
    await flush(adminSocket);
    expect(
      adminSocket.all('orderStatusUpdated').filter((payload) => payload.orderId === event.data.orderId),
    ).toHaveLength(1);
  });

  it('when an order is paid, then admins get orderPaid and no shopper does, the buyer included', async () => {
    const event = orderPaid(alice);
    await publish(running.bus, event);

    expect(await adminSocket.waitFor('orderPaid')).toEqual({
      orderId: event.data.orderId,
      userId: alice,
      amount: 14500,
      currency: 'NGN',
    });
    await flush(aliceSocket, bobSocket);
    expect(aliceSocket.all('orderPaid')).toEqual([]);
    expect(bobSocket.all('orderPaid')).toEqual([]);
  });

  it('when the same order.paid is delivered twice, then admins get orderPaid once', async () => {
    const event = orderPaid(bob);
    await publish(running.bus, event);
    await publish(running.bus, event);

    await adminSocket.waitFor('orderPaid', (payload) => payload.orderId === event.data.orderId);
    await flush(adminSocket);
    expect(
      adminSocket.all('orderPaid').filter((payload) => payload.orderId === event.data.orderId),
    ).toHaveLength(1);
  });

  it('when an order.paid event is malformed, then it is dead-lettered and the next paid order still arrives', async () => {
    const valid = orderPaid(alice);
    const malformed = envelope('order.paid', valid.data.orderId, { ...valid.data, amount: -1 });
    await publish(running.bus, malformed);
    const next = orderPaid(alice);
    await publish(running.bus, next);

    await adminSocket.waitFor('orderPaid', (payload) => payload.orderId === next.data.orderId);
    expect(adminSocket.all('orderPaid').map((payload) => payload.amount)).not.toContain(-1);
    const letters = (running.bus as InProcessBus).deadLetters.filter(
      (letter) => letter.group === 'notification',
    );
    expect(letters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          event: expect.objectContaining({ id: malformed.id }),
          reason: expect.stringMatching(/amount/),
        }),
      ]),
    );
  });

  it('when the dashboard adds a feed entry, then admins get dashboardUpdated with it and no shopper does', async () => {
    const event = dashboardFeedAdded();
    await publish(running.bus, event);

    expect(await adminSocket.waitFor('dashboardUpdated')).toEqual(event.data);
    await flush(aliceSocket, bobSocket);
    expect(aliceSocket.all('dashboardUpdated')).toEqual([]);
    expect(bobSocket.all('dashboardUpdated')).toEqual([]);
  });

  it('when a feed entry is delivered twice, then admins get it once', async () => {
    const event = dashboardFeedAdded();
    await publish(running.bus, event);
    await publish(running.bus, event);

    await adminSocket.waitFor('dashboardUpdated', (payload) => payload.id === event.data.id);
    await flush(adminSocket);
    expect(
      adminSocket.all('dashboardUpdated').filter((payload) => payload.id === event.data.id),
    ).toHaveLength(1);
  });

  it('when a feed entry is malformed, then it is dead-lettered and pushed to nobody', async () => {
    const malformed = dashboardFeedAdded(-1);
    await publish(running.bus, malformed);
    await flush(adminSocket);

    expect(adminSocket.all('dashboardUpdated').map((payload) => payload.id)).not.toContain(malformed.data.id);
    const letters = (running.bus as InProcessBus).deadLetters.filter(
      (letter) => letter.group === 'notification',
    );
    expect(letters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ event: expect.objectContaining({ id: malformed.id }) }),
      ]),
    );
  });

  it('when feed version 2 announces a refund case, then admins get dashboardRefundCase (never dashboardUpdated) and no shopper does', async () => {
    const event = dashboardRefundCaseAdded();
    await publish(running.bus, event);

    expect(await adminSocket.waitFor('dashboardRefundCase')).toEqual(event.data);
    await flush(adminSocket, aliceSocket, bobSocket);
    expect(adminSocket.all('dashboardUpdated').map((payload) => payload.id)).not.toContain(event.data.id);
    expect(aliceSocket.all('dashboardRefundCase')).toEqual([]);
    expect(bobSocket.all('dashboardRefundCase')).toEqual([]);
  });

  it('when feed version 2 carries a kind version 1 knows, then admins get it as dashboardUpdated, once', async () => {
    const event = dashboardOrderAddedV2();
    await publish(running.bus, event);
    await publish(running.bus, event);

    await adminSocket.waitFor('dashboardUpdated', (payload) => payload.id === event.data.id);
    await flush(adminSocket);
    expect(
      adminSocket.all('dashboardUpdated').filter((payload) => payload.id === event.data.id),
    ).toHaveLength(1);
  });

  it('when a version 2 feed entry is malformed, then it is dead-lettered and pushed to nobody', async () => {
    const malformed = dashboardRefundCaseAdded(-1);
    await publish(running.bus, malformed);
    await flush(adminSocket);

    expect(adminSocket.all('dashboardRefundCase').map((payload) => payload.id)).not.toContain(
      malformed.data.id,
    );
    const letters = (running.bus as InProcessBus).deadLetters.filter(
      (letter) => letter.group === 'notification',
    );
    expect(letters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ event: expect.objectContaining({ id: malformed.id }) }),
      ]),
    );
  });

  it('when reviews are added, updated and deleted, then everyone gets the matching review events', async () => {
    const added = reviewChanged('added');
    const updated = reviewChanged('updated');
    const deleted = reviewChanged('deleted');
    for (const event of [added, updated, deleted]) await publish(running.bus, event);

    const { action: _added, ...addedPayload } = added.data;
    const { action: _updated, ...updatedPayload } = updated.data;
    for (const socket of [aliceSocket, bobSocket, adminSocket]) {
      expect(await socket.waitFor('reviewAdded')).toEqual(addedPayload);
      expect(await socket.waitFor('reviewUpdated')).toEqual(updatedPayload);
      expect(await socket.waitFor('reviewDeleted')).toEqual({
        productId: deleted.data.productId,
        reviewId: deleted.data.review._id,
        averageRating: 4,
        numReviews: 3,
      });
    }
  });

  it('when the same event is delivered twice, then it is pushed once', async () => {
    const event = unreadChanged(bob, 11);
    await publish(running.bus, event);
    await publish(running.bus, event);
    await publish(running.bus, unreadChanged(bob, 12));

    await bobSocket.waitFor('unreadCountUpdated', (payload) => payload.count === 12);
    expect(bobSocket.all('unreadCountUpdated').filter((payload) => payload.count === 11)).toHaveLength(1);
  });

  it('when poisoned events arrive, then they are dead-lettered and later events still arrive', async () => {
    const invalidData = envelope('inbox.unread.changed', alice, { userId: alice, count: -1, through: 0 });
    const wrongType = { ...unreadChanged(alice, 3), type: 'order.status.changed' };
    await publish(running.bus, invalidData);
    await running.bus.publish('inbox.unread.changed', [wrongType]);
    await publish(running.bus, unreadChanged(alice, 4));

    await aliceSocket.waitFor('unreadCountUpdated', (payload) => payload.count === 4);
    expect(aliceSocket.all('unreadCountUpdated').map((payload) => payload.count)).not.toContain(-1);
    expect(aliceSocket.all('unreadCountUpdated').map((payload) => payload.count)).not.toContain(3);
    const letters = (running.bus as InProcessBus).deadLetters.filter(
      (letter) => letter.group === 'notification',
    );
    expect(letters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          event: expect.objectContaining({ id: invalidData.id }),
          reason: expect.stringMatching(/count/),
        }),
        expect.objectContaining({
          event: expect.objectContaining({ id: wrongType.id }),
          reason: expect.stringMatching(/does not belong/),
        }),
      ]),
    );
  });

  it("when a user asks to join another user's room, then it is refused and that user's events stay private", async () => {
    const refused = await aliceSocket.socket.emitWithAck('joinRoom', bob);
    const accepted = await aliceSocket.socket.emitWithAck('joinRoom', alice);
    aliceSocket.socket.emit('joinRoom', bob);
    await publish(running.bus, unreadChanged(bob, 21));

    expect(refused).toEqual({ ok: false, message: 'Not authorized to join this room' });
    expect(accepted).toEqual({ ok: true });
    await bobSocket.waitFor('unreadCountUpdated', (payload) => payload.count === 21);
    await flush(aliceSocket);
    expect(aliceSocket.all('unreadCountUpdated').map((payload) => payload.count)).not.toContain(21);
  });
});
