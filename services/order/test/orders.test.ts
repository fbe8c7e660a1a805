import type { Order, OrderPage } from '@glow/contracts';
import { startOrder, type OrderUnderTest, type Person } from './support/order-service';

describe('orders: the shopper’s own, every order for an admin, and status changes', () => {
  let app: OrderUnderTest;
  let shopper: Person;
  let admin: Person;

  const place = async (who = shopper) =>
    (await app.checkout(who, [[await app.upsertProduct({ price: 100 }), 1]])).order;

  beforeAll(async () => {
    app = await startOrder();
    admin = app.admin();
  });
  afterAll(() => app.stop());
  beforeEach(async () => {
    shopper = await app.shopper();
  });

  it('when a shopper lists orders, then they see only their own, newest first', async () => {
    const first = await place();
    const second = await place();
    await place(await app.shopper());

    const { status, body } = await app.call<Order[]>('GET', '/api/orders', shopper);

    expect(status).toBe(200);
    expect(body.map((order) => order._id)).toEqual([second._id, first._id]);
  });

  it('when an order is read, then its owner and admins see it and anyone else gets 404 No order found.', async () => {
    const order = await place();
    const other = await app.shopper();

    expect((await app.call<Order>('GET', `/api/orders/${order._id}`, shopper)).body).toEqual(order);
    expect((await app.call<Order>('GET', `/api/orders/${order._id}`, admin)).status).toBe(200);
    expect(await app.call('GET', `/api/orders/${order._id}`, other)).toEqual({
      status: 404,
      body: { message: 'No order found.' },
    });
    expect((await app.call('GET', '/api/orders/nope', shopper)).status).toBe(404);
    expect((await app.call('GET', `/api/orders/${order._id}`)).status).toBe(401);
  });

  it('when an admin lists all orders of any payment, then pages of 20 come newest first, filtered by status and id prefix', async () => {
    const fresh = await startOrder();
    try {
      const product = await fresh.upsertProduct({ price: 10 });
      const placed: Order[] = [];
      // One buyer each: a shopper's new checkout would replace their order awaiting payment.
      for (let index = 0; index < 23; index += 1)
        placed.push((await fresh.checkout(await fresh.shopper(), [[product, 1]])).order);
      const boss = fresh.admin();
      await fresh.pay(placed[3]!);
      await fresh.call('PUT', `/api/orders/${placed[3]!._id}/status`, boss, { status: 'Shipped' });

      const first = await fresh.call<OrderPage>('GET', '/api/orders/all?payment=all', boss);
      const second = await fresh.call<OrderPage>('GET', '/api/orders/all?payment=all&page=2', boss);
      const shipped = await fresh.call<OrderPage>('GET', '/api/orders/all?payment=all&status=Shipped', boss);
      const prefix = placed[7]!._id.slice(0, 8).toUpperCase();
      const searched = await fresh.call<OrderPage>(
        'GET',
        `/api/orders/all?payment=all&search=${prefix}`,
        boss,
      );

      expect(first.body).toMatchObject({ total: 23, page: 1, pages: 2 });
      expect(first.body.items.map((order) => order._id)).toEqual(
        placed
          .slice(3)
          .reverse()
          .map((order) => order._id),
      );
      expect(second.body.items.map((order) => order._id)).toEqual(
        placed
          .slice(0, 3)
          .reverse()
          .map((order) => order._id),
      );
      expect(shipped.body.items.map((order) => order._id)).toEqual([placed[3]!._id]);
      expect(searched.body.items.map((order) => order._id)).toEqual([placed[7]!._id]);
      expect((await fresh.call('GET', '/api/orders/all?status=Lost', boss)).status).toBe(400);
      expect((await fresh.call('GET', '/api/orders/all?page=0', boss)).status).toBe(400);
    } finally {
      await fresh.stop();
    }
  });

  it('when a non-admin asks for all orders, then 403, and 401 without a token', async () => {
    expect((await app.call('GET', '/api/orders/all', shopper)).status).toBe(403);
    expect((await app.call('GET', '/api/orders/all')).status).toBe(401);
  });

  it('when an admin sets a status, then the updated order is answered and order.status.changed is written', async () => {
    const order = await place();
    await app.pay(order);
    const paidAt = (await app.outbox('order.status.changed', order._id)).length;

    const { status, body } = await app.call<Order>('PUT', `/api/orders/${order._id}/status`, admin, {
      status: 'Out for Delivery',
    });
    await app.call('PUT', `/api/orders/${order._id}/status`, admin, { status: 'Out for Delivery' });

    expect(status).toBe(200);
    expect(body).toMatchObject({ _id: order._id, status: 'Out for Delivery' });
    expect(
      (await app.outbox('order.status.changed', order._id)).slice(paidAt).map((event) => event.data),
    ).toEqual([
      { orderId: order._id, userId: shopper._id, status: 'Out for Delivery', previousStatus: 'Processing' },
    ]);
  });

  it.each(['Shipped', 'Out for Delivery', 'Delivered'] as const)(
    'when an unpaid order is set to %s, then 409 with a sentence and nothing changes',
    async (status) => {
      const order = await place();

      const answer = await app.call<{ message: string }>('PUT', `/api/orders/${order._id}/status`, admin, {
        status,
      });

      expect(answer).toEqual({
        status: 409,
        body: { message: `This order has not been paid, so it cannot be marked ${status}.` },
      });
      expect((await app.call<Order>('GET', `/api/orders/${order._id}`, admin)).body.status).toBe('Pending');
    },
  );

  it('when an order is cancelled, then its units are released once and it cannot be reopened', async () => {
    const order = await place();

    await app.call('PUT', `/api/orders/${order._id}/status`, admin, { status: 'Cancelled' });
    const reopen = await app.call('PUT', `/api/orders/${order._id}/status`, admin, { status: 'Processing' });
    await app.call('PUT', `/api/orders/${order._id}/status`, admin, { status: 'Cancelled' });

    expect(reopen).toEqual({
      status: 409,
      body: {
        message: 'This order was cancelled and its items went back on sale, so it cannot be reopened.',
      },
    });

    expect((await app.outbox('order.stock.released', order._id)).map((event) => event.data)).toEqual([
      {
        orderId: order._id,
        hold: 1,
        reason: 'cancelled',
        items: order.orderItems.map((item) => ({ productId: item.product._id, quantity: item.quantity })),
      },
    ]);
  });

  it('when a status is not one of the six, the order unknown or the caller no admin, then 400 / 404 / 403', async () => {
    const order = await place();

    expect((await app.call('PUT', `/api/orders/${order._id}/status`, admin, { status: 'Lost' })).status).toBe(
      400,
    );
    expect((await app.call('PUT', '/api/orders/nope/status', admin, { status: 'Shipped' })).status).toBe(404);
    expect(
      (await app.call('PUT', `/api/orders/${order._id}/status`, shopper, { status: 'Shipped' })).status,
    ).toBe(403);
  });
});
