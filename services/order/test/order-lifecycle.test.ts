import { waitFor } from '@glow/testing';
import { createEnvelope, orderStatuses, type Order, type OrderStatus } from '@glow/contracts';
import {
  fulfilmentMoves,
  fulfilmentRefusal,
  nextStatuses,
  paymentMoves,
} from '../src/domain/order-lifecycle';
import { startOrder, type OrderUnderTest, type Person } from './support/order-service';

/** The order's lifecycle: its table, and every write held to it on the real database. */
describe('the lifecycle table', () => {
  it('names only known states, and nothing leaves Delivered or Cancelled', () => {
    for (const [from, moves] of Object.entries(fulfilmentMoves)) {
      expect(orderStatuses).toContain(from);
      for (const to of moves) expect(orderStatuses).toContain(to);
    }
    for (const moves of Object.values(paymentMoves))
      for (const to of Object.values(moves)) expect(Object.keys(paymentMoves)).toContain(to);
    expect(fulfilmentMoves.Delivered).toEqual([]);
    expect(fulfilmentMoves.Cancelled).toEqual([]);
  });

  it.each([
    ['Delivered', 'Processing', 'This order is Delivered, so it cannot go back to Processing.'],
    ['Out for Delivery', 'Pending', 'This order is Out for Delivery, so it cannot go back to Pending.'],
    ['Shipped', 'Processing', 'This order is Shipped, so it cannot go back to Processing.'],
  ] as const)('when a paid order is %s, then %s is refused', (from, to, sentence) => {
    expect(fulfilmentRefusal({ status: from, paymentStatus: 'paid' }, to)).toBe(sentence);
  });

  it('offers an admin only the legal next statuses', () => {
    const next = (status: OrderStatus, paymentStatus: Order['paymentInfo']['status']) =>
      nextStatuses({ status, paymentStatus });

    expect(next('Pending', 'pending')).toEqual(['Cancelled']);
    expect(next('Processing', 'paid')).toEqual(['Shipped', 'Out for Delivery', 'Delivered']);
    expect(next('Processing', 'refund-requested')).toEqual([]);
    expect(next('Processing', 'refunded')).toEqual(['Cancelled']);
    expect(next('Shipped', 'paid')).toEqual(['Out for Delivery', 'Delivered']);
    expect(next('Delivered', 'paid')).toEqual([]);
  });
});

describe('the lifecycle on the real engines', () => {
  let app: OrderUnderTest;
  let admin: Person;
  let shopper: Person;

  beforeAll(async () => {
    app = await startOrder();
    admin = app.admin();
  });
  afterAll(() => app.stop());
  beforeEach(async () => {
    shopper = await app.shopper();
    app.upstreams.refund = (request) => ({ status: 'requested', refundId: `r-${request.transactionId}` });
  });

  const paidOrder = async () => {
    const { order } = await app.checkout(shopper, [[await app.upsertProduct({ price: 4000 }), 1]]);
    await app.pay(order);
    return order;
  };
  const refund = (order: Order, key?: string) =>
    app.call<Order & { message?: string }>(
      'POST',
      `/api/orders/${order._id}/refund`,
      admin,
      { reason: 'Damaged in the warehouse' },
      key ? { 'idempotency-key': key } : {},
    );
  const setStatus = (order: Order, status: OrderStatus) =>
    app.call<Order & { message?: string }>('PUT', `/api/orders/${order._id}/status`, admin, { status });
  const read = async (order: Order) => (await app.call<Order>('GET', `/api/orders/${order._id}`, admin)).body;
  const askedAbout = (order: Order) =>
    app.upstreams.refunds.filter((asked) => asked.body.tx_ref === order.paymentInfo.tx_ref).length;

  it('when a refund and Shipped race on five paid orders, then none ends shipped with its money going back', async () => {
    const orders = await Promise.all(Array.from({ length: 5 }, paidOrder));

    const answers = await Promise.all(
      orders.map((order) => Promise.all([refund(order), setStatus(order, 'Shipped')])),
    );

    for (const [index, order] of orders.entries()) {
      const [refunded, shipped] = answers[index]!;
      const now = await read(order);
      // Exactly one wins, and the loser says why.
      expect([refunded.status, shipped.status].sort()).toEqual([200, 409]);
      if (shipped.status === 200) {
        expect(refunded.body.message).toBe('This order has shipped, so it cannot be refunded here.');
        expect(now).toMatchObject({ status: 'Shipped', paymentInfo: { status: 'paid' } });
      } else {
        expect(shipped.body.message).toBe(
          'A refund is in progress for this order, so it cannot be marked Shipped.',
        );
        expect(now).toMatchObject({ status: 'Processing', paymentInfo: { status: 'refunding' } });
      }
    }
  });

  it('when ten refunds of one order arrive at once, then payment is asked once; the same key answers the order, another key 409', async () => {
    const order = await paidOrder();
    const slowly = app.upstreams.refund;
    app.upstreams.refund = async (request) => {
      await new Promise((resolve) => setTimeout(resolve, 150));
      return slowly(request);
    };

    const sameKey = await Promise.all(Array.from({ length: 5 }, () => refund(order, 'click-1')));
    const otherKeys = await Promise.all(Array.from({ length: 5 }, (_, n) => refund(order, `click-${n + 2}`)));

    expect(askedAbout(order)).toBe(1);
    expect(sameKey.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(otherKeys.map((answer) => answer.body.message)).toEqual(
      Array(5).fill('A refund is already in progress for this order.'),
    );
  });

  it('when the provider refuses the refund, then the case opens again and the order is paid and may ship', async () => {
    const order = await paidOrder();
    app.upstreams.refund = () => ({ refused: 'The provider refused the refund: disputed' });

    const refused = await refund(order);

    expect(refused).toEqual({ status: 409, body: { message: 'The provider refused the refund: disputed' } });
    const now = await read(order);
    expect(now.paymentInfo.status).toBe('paid');
    expect(now.refunds).toEqual([expect.objectContaining({ status: 'open' })]);
    expect(now.nextStatuses).toEqual(['Shipped', 'Out for Delivery', 'Delivered']);
  });

  it('when payment cannot be reached, then the intent stays (no shipping), and a later request asks again once', async () => {
    const order = await paidOrder();
    app.upstreams.refund = () => 'down';

    expect((await refund(order)).status).toBe(503);
    expect((await read(order)).paymentInfo.status).toBe('refund-requested');
    expect((await setStatus(order, 'Shipped')).status).toBe(409);
    expect((await refund(order)).body.message).toBe('A refund is already in progress for this order.');

    await app.pool.query(
      `UPDATE orders.refund_cases SET requested_at = now() - interval '2 minutes' WHERE order_id = $1`,
      [order._id],
    );
    app.upstreams.refund = (request) => ({ status: 'requested', refundId: `r-${request.transactionId}` });
    const again = await refund(order);

    expect(again.status).toBe(200);
    expect(again.body.paymentInfo.status).toBe('refunding');
    expect(askedAbout(order)).toBe(2);
  });

  it('when an admin cancels a paid order, then 409 pointing to Refund, and the money and units stay', async () => {
    const order = await paidOrder();

    const cancel = await setStatus(order, 'Cancelled');

    expect(cancel).toEqual({
      status: 409,
      body: {
        message:
          'This order has been paid, so cancelling it would keep the money. Refund it instead: a refund before shipping cancels the order.',
      },
    });
    expect(await read(order)).toMatchObject({ status: 'Processing', paymentInfo: { status: 'paid' } });
    expect(await app.outbox('order.stock.released', order._id)).toEqual([]);
  });

  it('when a delivered order is set back to Processing, then 409, and it can no longer be refunded here', async () => {
    const order = await paidOrder();
    await setStatus(order, 'Delivered');

    const back = await setStatus(order, 'Processing');

    expect(back.body.message).toBe('This order is Delivered, so it cannot go back to Processing.');
    expect((await refund(order)).body.message).toBe('This order has shipped, so it cannot be refunded here.');
    expect(await app.outbox('order.stock.released', order._id)).toEqual([]);
  });

  it('when the sweeper hears payment’s old rejection after the money went back, then the order stays refunded', async () => {
    const { order } = await app.checkout(shopper, [[await app.upsertProduct({ price: 3000 }), 1]]);
    const rejection = {
      status: 'rejected' as const,
      transactionId: `short-${order._id}`,
      amount: 10,
      currency: 'NGN',
      reason: 'refund: paid 10.00, expected 5500.00',
    };
    app.upstreams.verdicts.set(order.paymentInfo.tx_ref, rejection);
    await app.pool.query(
      `UPDATE orders.orders SET created_at = now() - interval '10 minutes' WHERE id = $1`,
      [order._id],
    );
    await app.deps.sweeper.runNow();
    await waitFor(
      'the announced rejection applied',
      async () => (await read(order)).paymentInfo.status === 'refund-needed',
    );
    await refund(order);
    await app.publish(
      'payment.refunded',
      createEnvelope('payment', {
        type: 'payment.refunded',
        key: order._id,
        data: {
          tx_ref: order.paymentInfo.tx_ref,
          provider: 'flutterwave',
          transactionId: rejection.transactionId,
          refundId: `r-${rejection.transactionId}`,
          amount: 10,
          currency: 'NGN',
        },
      }),
    );
    expect((await read(order)).paymentInfo.status).toBe('refunded');

    await app.pool.query(`UPDATE orders.orders SET sweep_at = now() WHERE id = $1`, [order._id]);
    const announcedBefore = app.upstreams.announcements.length;
    await app.deps.sweeper.runNow();
    // Only orders still awaiting a verdict are swept: a refunded one is not asked about again.
    expect(app.upstreams.announcements.length).toBe(announcedBefore);
    // And the rejection heard again (an older order service's sweeper asked payment) changes nothing.
    await app.upstreams.announce(order.paymentInfo.tx_ref, rejection);

    const now = await read(order);
    expect(now.paymentInfo.status).toBe('refunded');
    expect(now.refunds).toEqual([expect.objectContaining({ status: 'refunded' })]);
  });
});
