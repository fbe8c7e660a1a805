import { randomUUID } from 'node:crypto';
import type { DashboardAnswer } from '@glow/contracts';
import {
  newOrder,
  orderCreated,
  orderPaid,
  orderRefunded,
  startDashboard,
  statusChanged,
  type Charge,
  type DashboardUnderTest,
  type OrderFacts,
} from './support/dashboard-service';

describe('revenue counts money kept: refunds of an order’s own payment take back its NGN share', () => {
  let dashboard: DashboardUnderTest;
  // A Wednesday, 13:00 in Lagos.
  const now = Date.parse('2026-11-25T12:00:00.000Z');
  const yesterday = '2026-11-24';
  const hoursAgo = (hours: number) => new Date(now - hours * 3_600_000);
  const ngn = (amount: number): Charge => ({ amount, currency: 'NGN' });
  const usd = (amount: number): Charge => ({ amount, currency: 'USD' });

  const answer = async () => (await dashboard.get<DashboardAnswer>(dashboard.adminToken)).body;
  const dayOf = (body: DashboardAnswer, date: string) => body.last30Days.find((day) => day.date === date);
  const sell = async (order: OrderFacts, paidAt: Date, charge: Charge) => {
    await dashboard.publish(orderCreated(order, paidAt.getTime() - 60_000, charge));
    await dashboard.publish(orderPaid(order, paidAt, charge));
  };
  /** The provider's confirmation that the order's own payment (or, if not, another charge) went back. */
  const refund = (order: OrderFacts, given: Charge, at: Date, orderPaymentRefunded = true) =>
    orderRefunded(
      { orderId: order.orderId, transactionId: orderPaymentRefunded ? 'own' : 'second', ...given },
      at,
      orderPaymentRefunded,
    );

  beforeEach(async () => {
    dashboard = await startDashboard(new Date(now));
  });
  afterEach(() => dashboard.stop());

  it('when a paid order is refunded in full on a later day, then the refund day loses its total, the paid day keeps its figures and the two net to zero', async () => {
    const refunded = newOrder({ totalAmount: 7000 });
    const kept = newOrder({ totalAmount: 2500 });
    await sell(refunded, hoursAgo(24), ngn(7000));
    await sell(kept, hoursAgo(3), ngn(2500));

    await dashboard.publish(refund(refunded, ngn(7000), hoursAgo(1)));

    const body = await answer();
    expect(dayOf(body, yesterday)).toEqual({ date: yesterday, paidOrders: 1, revenue: 7000, refunded: 0 });
    expect(body.today).toEqual({ paidOrders: 1, revenue: -4500, refunded: 7000 });
    expect(body.thisWeek).toEqual({ paidOrders: 2, revenue: 2500, refunded: 7000 });
    expect(body.last30Days.reduce((sum, day) => sum + day.revenue, 0)).toBe(2500);
  });

  it('when a paid order is refunded in full on the day it was paid, then that day counts it paid and keeps nothing of it', async () => {
    const order = newOrder({ totalAmount: 7000 });
    await sell(order, hoursAgo(3), ngn(7000));
    await dashboard.publish(statusChanged(order, 'Processing', 'Pending', hoursAgo(3)));

    await dashboard.publish(refund(order, ngn(7000), hoursAgo(1)));
    await dashboard.publish(statusChanged(order, 'Cancelled', 'Processing', hoursAgo(1)));

    const body = await answer();
    expect(body.today).toEqual({ paidOrders: 1, revenue: 0, refunded: 7000 });
    expect(body.thisWeek).toEqual(body.today);
    expect(body.ordersByStatus.Cancelled).toBe(1);
  });

  it('when an order charged in USD is refunded in full, then its NGN total is taken back, not the dollars', async () => {
    const order = newOrder({ totalAmount: 7000 });
    await sell(order, hoursAgo(3), usd(4.67));

    await dashboard.publish(refund(order, usd(4.67), hoursAgo(1)));

    expect((await answer()).today).toEqual({ paidOrders: 1, revenue: 0, refunded: 7000 });
  });

  it('when an order’s payment went back in full, then its units leave the top products and a kept order’s stay', async () => {
    const [serum, soap] = [randomUUID(), randomUUID()];
    const refunded = newOrder({
      totalAmount: 9000,
      items: [
        { productId: serum, quantity: 3, unitPrice: 2000 },
        { productId: soap, quantity: 1, unitPrice: 3000 },
      ],
    });
    const kept = newOrder({ totalAmount: 6000, items: [{ productId: soap, quantity: 2, unitPrice: 3000 }] });
    await sell(refunded, hoursAgo(48), usd(6));
    await sell(kept, hoursAgo(30), usd(4));

    await dashboard.publish(refund(refunded, usd(6), hoursAgo(1)));

    expect((await answer()).topProducts).toEqual([
      { productId: soap, name: soap.slice(0, 8), image: null, quantity: 2, revenue: 6000 },
    ]);
  });

  it('when a refund case for a second charge is confirmed, then nothing changes; when the order’s own payment goes back, then it does', async () => {
    const order = newOrder({ totalAmount: 7000 });
    await sell(order, hoursAgo(3), usd(4.67));

    await dashboard.publish(refund(order, usd(4.67), hoursAgo(2), false));

    const afterSecondCharge = await answer();
    expect(afterSecondCharge.today).toEqual({ paidOrders: 1, revenue: 7000, refunded: 0 });
    expect(afterSecondCharge.topProducts.map((product) => product.quantity)).toEqual([1]);

    await dashboard.publish(refund(order, usd(4.67), hoursAgo(1)));

    const afterOwnPayment = await answer();
    expect(afterOwnPayment.today).toEqual({ paidOrders: 1, revenue: 0, refunded: 7000 });
    expect(afterOwnPayment.topProducts).toEqual([]);
  });

  it('when order.refunded arrives before order.paid and order.created, then nothing counts until they come and it ends as if in order', async () => {
    const order = newOrder({ totalAmount: 7000 });
    const charge = usd(4.67);

    await dashboard.publish(refund(order, charge, hoursAgo(1)));
    await dashboard.publish(statusChanged(order, 'Cancelled', 'Processing', hoursAgo(1)));

    expect((await answer()).today).toEqual({ paidOrders: 0, revenue: 0, refunded: 0 });

    await dashboard.publish(orderPaid(order, hoursAgo(24), charge));
    expect((await answer()).today).toEqual({ paidOrders: 0, revenue: 0, refunded: 0 });
    await dashboard.publish(orderCreated(order, hoursAgo(25), charge));

    const body = await answer();
    expect(dayOf(body, yesterday)).toEqual({ date: yesterday, paidOrders: 1, revenue: 7000, refunded: 0 });
    expect(body.today).toEqual({ paidOrders: 0, revenue: -7000, refunded: 7000 });
    expect(body.topProducts).toEqual([]);
    expect(body.ordersByStatus.Cancelled).toBe(1);
  });

  it('when a refund of half the payment is delivered twice, then half the NGN total is taken back once and its units stay', async () => {
    const order = newOrder({ totalAmount: 7000 });
    await sell(order, hoursAgo(3), usd(10));
    const half = refund(order, usd(5), hoursAgo(1));

    await dashboard.publish(half);
    await dashboard.publish(half);

    const body = await answer();
    expect(body.today).toEqual({ paidOrders: 1, revenue: 3500, refunded: 3500 });
    expect(body.topProducts.map((product) => product.quantity)).toEqual([1]);
  });

  it('when refunds together give back more than was charged, then no more than the order’s total is taken back', async () => {
    const order = newOrder({ totalAmount: 7000 });
    await sell(order, hoursAgo(24), usd(10));

    await dashboard.publish(refund(order, usd(6), hoursAgo(3)));
    await dashboard.publish(refund(order, usd(6), hoursAgo(1)));

    const body = await answer();
    expect(body.today).toEqual({ paidOrders: 0, revenue: -7000, refunded: 7000 });
    expect(body.topProducts).toEqual([]);
  });

  it('when an order was paid before the dashboard kept what was charged, then a refund of its payment takes back its whole total', async () => {
    const order = newOrder({ totalAmount: 7000 });
    await sell(order, hoursAgo(3), usd(4.67));
    await dashboard.pool.query(
      'UPDATE dashboard.orders SET payment_amount = NULL, payment_currency = NULL WHERE id = $1',
      [order.orderId],
    );

    await dashboard.publish(refund(order, usd(4.67), hoursAgo(1)));

    expect((await answer()).today).toEqual({ paidOrders: 1, revenue: 0, refunded: 7000 });
  });
});
