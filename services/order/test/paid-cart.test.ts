import { waitFor } from '@glow/service-kit/testing';
import type { Order } from '@glow/contracts';
import { startOrder, type OrderUnderTest, type Person } from './support/order-service';

/** Every way an order becomes paid asks cart (its double here) to take the paid lines out at once. */
describe('paid lines leave the cart right after the payment', () => {
  let app: OrderUnderTest;
  let shopper: Person;

  const place = async () =>
    (await app.checkout(shopper, [[await app.upsertProduct({ price: 700 }), 3]])).order;
  const askedFor = (order: Order) =>
    app.upstreams.subtractions.filter((call) => call.body.orderId === order._id);
  const expectedCall = (order: Order) => ({
    userId: shopper._id,
    body: {
      orderId: order._id,
      items: order.orderItems.map((item) => ({ productId: item.product._id, quantity: item.quantity })),
    },
  });
  const settledAt = async (order: Order) =>
    (
      await app.pool.query<{ cart_settled_at: Date | null }>(
        'SELECT cart_settled_at FROM orders.orders WHERE id = $1',
        [order._id],
      )
    ).rows[0]!.cart_settled_at;

  beforeAll(async () => {
    app = await startOrder();
  });
  afterAll(() => app.stop());
  beforeEach(async () => {
    shopper = await app.shopper();
    app.upstreams.subtract = 'ok';
  });

  it('when payment.succeeded pays an order, then cart is asked once with its lines, and a redelivery asks nothing more', async () => {
    const order = await place();

    await app.pay(order);
    await app.pay(order);

    expect(askedFor(order)).toEqual([expectedCall(order)]);
    expect(await settledAt(order)).toBeInstanceOf(Date);
  });

  it('when verify pays an order, then cart has been asked by the time verify answers', async () => {
    const order = await place();
    app.upstreams.verify = () => ({ status: 'succeeded', transactionId: `t-${order._id}` });

    const verified = await app.call('POST', '/api/orders/verify', shopper, {
      tx_ref: order.paymentInfo.tx_ref,
      paymentMethod: 'flutterwave',
    });

    expect(verified.status).toBe(200);
    expect(askedFor(order)).toEqual([expectedCall(order)]);
  });

  it('when the sweeper has payment announce a payment order missed, then cart is asked too', async () => {
    const order = await place();
    app.upstreams.verdicts.set(order.paymentInfo.tx_ref, { status: 'succeeded', transactionId: 'swept' });
    await app.pool.query('UPDATE orders.orders SET sweep_at = now() WHERE id = $1', [order._id]);

    await app.deps.sweeper.runNow();

    await waitFor('cart asked', () => askedFor(order).length > 0);
    expect(askedFor(order)).toEqual([expectedCall(order)]);
  });

  it('when cart cannot be asked, then the payment still stands, other lines check out, and cart is asked again then', async () => {
    app.upstreams.subtract = 'down';
    const order = await place();
    await app.pay(order);
    expect((await app.call<Order>('GET', `/api/orders/${order._id}`, shopper)).body.isPaid).toBe(true);
    expect(await settledAt(order)).toBeNull();

    app.upstreams.subtract = 'ok';
    await app.checkout(shopper, [[await app.upsertProduct({ price: 300 }), 1]]);

    expect(askedFor(order)).toEqual([expectedCall(order)]);
    expect(await settledAt(order)).toBeInstanceOf(Date);
  });

  it('when cart stays unreachable, then a checkout holding the paid product is refused with 409 and holds nothing', async () => {
    app.upstreams.subtract = 'down';
    const order = await place();
    await app.pay(order);
    const reservations = app.upstreams.reservations.length;

    app.fillCart(shopper, [
      [await app.upsertProduct({ _id: order.orderItems[0]!.product._id, price: 700 }), 3],
    ]);
    const refused = await app.call('POST', '/api/orders/checkout', shopper, {
      shippingDetails: { ...order.shippingDetails },
      paymentMethod: 'flutterwave',
    });

    expect(refused).toEqual({
      status: 409,
      body: {
        message: 'You have just paid for these items; your cart is being updated. Please check your orders.',
      },
    });
    expect(app.upstreams.reservations.length).toBe(reservations);
  });
});
