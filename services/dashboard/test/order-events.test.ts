import type { DashboardAnswer } from '@glow/contracts';
import {
  newOrder,
  orderCreated,
  orderPaid,
  startDashboard,
  statusChanged,
  type DashboardUnderTest,
} from './support/dashboard-service';

describe('order events: late, duplicate and out of order', () => {
  let dashboard: DashboardUnderTest;
  const now = Date.parse('2026-11-25T12:00:00.000Z');
  const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000);

  const answer = async () => (await dashboard.get<DashboardAnswer>(dashboard.adminToken)).body;
  const feedOf = async (orderId: string) =>
    (await answer()).feed.filter((item) => item.kind === 'order' && item.orderId === orderId);
  const announcedFor = async (orderId: string) =>
    (await dashboard.feedEvents()).filter(
      (event) => event.data.kind === 'order' && event.data.orderId === orderId,
    );

  beforeAll(async () => {
    dashboard = await startDashboard(new Date(now));
  });
  afterAll(() => dashboard.stop());

  it('when an order is created and paid, then it is in the feed once, with its NGN total and the time it was paid', async () => {
    const order = newOrder({ totalAmount: 14500.5 });
    await dashboard.publish(orderCreated(order, at(30)));

    expect(await feedOf(order.orderId)).toEqual([]);
    await dashboard.publish(orderPaid(order, at(20)));

    const item = {
      kind: 'order',
      id: `order:${order.orderId}`,
      orderId: order.orderId,
      amount: 14500.5,
      at: at(20).toISOString(),
    };
    expect(await feedOf(order.orderId)).toEqual([item]);
    const announced = await announcedFor(order.orderId);
    expect(announced.map((event) => event.data)).toEqual([item]);
    expect(announced[0]).toMatchObject({
      type: 'dashboard.feed.added',
      source: 'dashboard',
      key: 'dashboard-feed',
    });
  });

  it('when order.paid arrives before its order.created, then nothing is lost: the order counts and enters the feed once the total arrives', async () => {
    const before = (await answer()).today;
    const order = newOrder({ totalAmount: 3000 });
    await dashboard.publish(orderPaid(order, at(10)));

    expect((await answer()).today).toEqual(before);
    expect(await announcedFor(order.orderId)).toEqual([]);

    await dashboard.publish(orderCreated(order, at(15)));

    expect((await answer()).today).toEqual({
      ...before,
      paidOrders: before.paidOrders + 1,
      revenue: before.revenue + 3000,
    });
    expect(await feedOf(order.orderId)).toEqual([
      expect.objectContaining({ amount: 3000, at: at(10).toISOString() }),
    ]);
    expect(await announcedFor(order.orderId)).toHaveLength(1);
  });

  it('when every event of an order is delivered twice, then it counts once and enters the feed once', async () => {
    const before = (await answer()).today;
    const order = newOrder({ totalAmount: 1200 });
    const created = orderCreated(order, at(9));
    const paid = orderPaid(order, at(8));
    for (const event of [created, paid, created, paid]) await dashboard.publish(event);
    // A second order.paid for the same order (a new event id) changes nothing either.
    await dashboard.publish(orderPaid(order, at(5)));

    expect((await answer()).today).toEqual({
      ...before,
      paidOrders: before.paidOrders + 1,
      revenue: before.revenue + 1200,
    });
    expect(await feedOf(order.orderId)).toEqual([expect.objectContaining({ at: at(8).toISOString() })]);
    expect(await announcedFor(order.orderId)).toHaveLength(1);
  });

  it('when order.created and order.paid of many orders are handled at the same time, then each order enters the feed exactly once', async () => {
    const orders = Array.from({ length: 10 }, () => newOrder({ totalAmount: 100 }));

    await Promise.all(
      orders.flatMap((order) => [
        dashboard.publish(orderPaid(order, at(6))),
        dashboard.publish(orderCreated(order, at(7))),
      ]),
    );

    for (const order of orders) {
      expect(await feedOf(order.orderId)).toHaveLength(1);
      expect(await announcedFor(order.orderId)).toHaveLength(1);
    }
  });

  it('when status changes arrive out of order or again, then the latest announced status is kept', async () => {
    const before = (await answer()).ordersByStatus;
    const order = newOrder();
    const shipped = statusChanged(order, 'Shipped', 'Processing', at(3));
    await dashboard.publish(shipped);
    await dashboard.publish(orderCreated(order, at(7)));
    await dashboard.publish(statusChanged(order, 'Processing', 'Pending', at(6)));
    await dashboard.publish(shipped);

    const after = (await answer()).ordersByStatus;
    expect(after.Shipped).toBe(before.Shipped + 1);
    expect(after.Processing).toBe(before.Processing);
    expect(after.Pending).toBe(before.Pending);

    await dashboard.publish(statusChanged(order, 'Delivered', 'Shipped', at(1)));
    const delivered = (await answer()).ordersByStatus;
    expect(delivered.Shipped).toBe(before.Shipped);
    expect(delivered.Delivered).toBe(before.Delivered + 1);
  });

  it('when malformed order events arrive, then they are dead-lettered and the next order still counts', async () => {
    const before = (await answer()).today;
    const poisoned = newOrder();
    const created = orderCreated(poisoned, at(4));
    await dashboard.publish({ ...created, data: { ...created.data, totalAmount: -5 } });
    const paid = orderPaid(poisoned, at(4));
    const { orderId: _orderId, ...withoutId } = paid.data;
    await dashboard.publish({ ...paid, data: withoutId });
    const next = newOrder({ totalAmount: 10 });
    await dashboard.publish(orderCreated(next, at(2)));
    await dashboard.publish(orderPaid(next, at(2)));

    expect(dashboard.deadLetters()).toEqual([
      expect.objectContaining({ originalTopic: 'order.created' }),
      expect.objectContaining({ originalTopic: 'order.paid' }),
    ]);
    expect((await answer()).today).toEqual({
      ...before,
      paidOrders: before.paidOrders + 1,
      revenue: before.revenue + 10,
    });
  });
});
