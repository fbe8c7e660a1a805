import { createEnvelope, type Order, type OrderPage } from '@glow/contracts';
import { startOrder, type OrderUnderTest, type Person } from './support/order-service';

/** Orders never paid: the shopper's list leaves out the expired ones; the admin list filters by payment. */
describe('unpaid orders', () => {
  let app: OrderUnderTest;
  let shopper: Person;
  let admin: Person;

  const place = async (who = shopper) =>
    (await app.checkout(who, [[await app.upsertProduct({ price: 100 }), 1]])).order;
  const expire = async (order: Order) => {
    await app.pool.query(`UPDATE orders.orders SET expires_at = now() - interval '1 hour' WHERE id = $1`, [
      order._id,
    ]);
    await app.deps.expiry.expireDue();
  };
  const decline = (order: Order) =>
    app.publish(
      'payment.failed',
      createEnvelope('payment', {
        type: 'payment.failed',
        key: order._id,
        data: { tx_ref: order.paymentInfo.tx_ref, provider: 'flutterwave', reason: 'declined' },
      }),
    );
  const payShort = (order: Order) =>
    app.publish(
      'payment.succeeded',
      createEnvelope('payment', {
        type: 'payment.succeeded',
        key: order._id,
        data: {
          tx_ref: order.paymentInfo.tx_ref,
          provider: 'flutterwave',
          transactionId: `short-${order._id}`,
          amount: 1,
          currency: order.paymentInfo.currency,
        },
      }),
    );
  const openCase = (order: Order, status: 'open' | 'refunded') =>
    app.pool.query(
      `INSERT INTO orders.refund_cases (order_id, transaction_id, reason, status) VALUES ($1, $2, 'refund: paid twice', $3)`,
      [order._id, `second-${status}`, status],
    );
  const idsOf = (orders: Order[]) => orders.map((order) => order._id).sort();
  const adminList = async (query: string) =>
    idsOf((await app.call<OrderPage>('GET', `/api/orders/all${query}`, admin)).body.items);

  beforeAll(async () => {
    // A fresh database: the admin's lists below are every order in it.
    app = await startOrder({ ORDER_PAYMENT_WINDOW_MINUTES: '30', ORDER_EXPIRY_GRACE_MINUTES: '0' });
    admin = app.admin();
    shopper = await app.shopper();
  });
  afterAll(() => app.stop());

  it('when an order is placed, then its paymentInfo says when its payment window closes', async () => {
    const before = Date.now();
    const order = await place();

    const expiresAt = Date.parse(order.paymentInfo.expiresAt!);
    expect(expiresAt).toBeGreaterThanOrEqual(before + 30 * 60_000 - 1_000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 30 * 60_000);
    const read = await app.call<Order>('GET', `/api/orders/${order._id}`, shopper);
    expect(read.body.paymentInfo.expiresAt).toBe(order.paymentInfo.expiresAt);
  });

  describe('with one order in each payment state', () => {
    const orders: Record<string, Order> = {};

    // A new checkout replaces the shopper's orders awaiting payment: each order reaches its state
    // before the next is placed, the pending one comes last, and the declined one is another shopper's.
    beforeAll(async () => {
      await app.pool.query('DELETE FROM orders.orders');
      orders.declined = await place(await app.shopper());
      await decline(orders.declined);
      orders.expired = await place();
      await expire(orders.expired);
      for (const name of ['paid', 'paidTwice', 'refundDone']) {
        orders[name] = await place();
        await app.pay(orders[name]);
      }
      await openCase(orders.paidTwice!, 'open');
      await openCase(orders.refundDone!, 'refunded');
      orders.short = await place();
      await payShort(orders.short);
      orders.pending = await place();
    });

    const ids = (...names: string[]) => names.map((name) => orders[name]!._id).sort();

    it('when the shopper lists their orders, then the expired one is left out and the rest stay', async () => {
      const listed = await app.call<Order[]>('GET', '/api/orders', shopper);

      expect(idsOf(listed.body)).toEqual(ids('pending', 'paid', 'paidTwice', 'refundDone', 'short'));
      expect((await app.call('GET', `/api/orders/${orders.expired!._id}`, admin)).status).toBe(200);
    });

    it('when an admin lists all orders without a payment filter, then only paid orders come', async () => {
      expect(await adminList('')).toEqual(ids('paid', 'paidTwice', 'refundDone'));
      expect(await adminList('?payment=paid')).toEqual(ids('paid', 'paidTwice', 'refundDone'));
      expect((await app.call<OrderPage>('GET', '/api/orders/all', admin)).body.total).toBe(3);
    });

    it('when an admin filters by payment, then awaiting, expired, refund and all come from the server', async () => {
      expect(await adminList('?payment=awaiting')).toEqual(ids('pending', 'declined'));
      expect(await adminList('?payment=expired')).toEqual(ids('expired'));
      expect(await adminList('?payment=refund')).toEqual(ids('paidTwice', 'short'));
      expect(await adminList('?payment=all')).toEqual(ids(...Object.keys(orders)));
      expect(await adminList('?payment=awaiting&status=Pending')).toEqual(ids('pending', 'declined'));
      expect(await adminList('?payment=paid&status=Pending')).toEqual([]);
    });

    it('when the payment filter is unknown, then 400 names the choices', async () => {
      expect(await app.call('GET', '/api/orders/all?payment=owing', admin)).toEqual({
        status: 400,
        body: { message: 'payment must be one of: paid, awaiting, expired, refund, all' },
      });
    });
  });
});
