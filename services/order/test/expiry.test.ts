import type { Order } from '@glow/contracts';
import { OrderRepository } from '../src/data/order-repository';
import { paymentSourcesOf } from '../src/domain/order-lifecycle';
import { startOrder, type OrderUnderTest } from './support/order-service';

describe('order expiry: unpaid orders past their payment window', () => {
  let app: OrderUnderTest;

  beforeAll(async () => {
    app = await startOrder({ ORDER_EXPIRY_INTERVAL_MS: '200', ORDER_EXPIRY_GRACE_MINUTES: '0' });
  });
  afterAll(() => app.stop());

  it('when an unpaid order’s window closes, then the periodic job marks it expired and leaves the rest', async () => {
    const shopper = await app.shopper();
    const product = await app.upsertProduct();
    const late = (await app.checkout(shopper, [[product, 1]])).order;
    const onTime = (await app.checkout(shopper, [[product, 1]])).order;
    await app.pool.query(`UPDATE orders.orders SET expires_at = now() - interval '1 second' WHERE id = $1`, [
      late._id,
    ]);

    const statusOf = async (order: Order) =>
      (await app.call<Order>('GET', `/api/orders/${order._id}`, shopper)).body.paymentInfo.status;
    for (let tries = 0; tries < 40 && (await statusOf(late)) !== 'expired'; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    expect(await statusOf(late)).toBe('expired');
    expect(await statusOf(onTime)).toBe('pending');
  });

  it('when two passes run at once, then each order is expired once and neither waits on the other', async () => {
    const shopper = await app.shopper();
    const product = await app.upsertProduct();
    for (let index = 0; index < 5; index += 1) await app.checkout(shopper, [[product, 1]]);
    await app.pool.query(
      `UPDATE orders.orders SET expires_at = now() - interval '1 second' WHERE user_id = $1`,
      [shopper._id],
    );

    const counts = await Promise.all([
      new OrderRepository(app.pool).expireDue(500, 0, paymentSourcesOf('expired')).then((due) => due.expired),
      new OrderRepository(app.pool).expireDue(500, 0, paymentSourcesOf('expired')).then((due) => due.expired),
      app.deps.expiry.expireDue(),
    ]);

    expect(counts.reduce((sum, count) => sum + count, 0)).toBeLessThanOrEqual(5);
    const { rows } = await app.pool.query(
      `SELECT count(*)::int AS n FROM orders.orders WHERE user_id = $1 AND payment_status = 'expired'`,
      [shopper._id],
    );
    expect(rows[0].n).toBe(5);
  });
});
