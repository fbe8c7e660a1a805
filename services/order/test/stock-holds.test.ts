import type { Order } from '@glow/contracts';
import { startOrder, nigeria, type OrderUnderTest, type Person } from './support/order-service';

/** Order's side of stock: units are held at the catalog before an order is saved, and given back. */
let app: OrderUnderTest;
let shopper: Person;

beforeAll(async () => {
  app = await startOrder();
});
afterAll(() => app.stop());
beforeEach(async () => {
  shopper = await app.shopper();
  app.upstreams.reserve = () => 'ok';
});

const checkoutAnswer = () =>
  app.call<{ message: string; shortages?: unknown[] }>('POST', '/api/orders/checkout', shopper, {
    shippingDetails: nigeria,
    paymentMethod: 'paystack',
  });
const ordersOf = async (who: Person) => (await app.call<Order[]>('GET', '/api/orders', who)).body;
const attempts = async () =>
  (await app.pool.query<{ order_id: string }>('SELECT order_id FROM orders.checkout_attempts')).rows;

it('when a shopper checks out, then the catalog is asked to hold exactly the lines, under the new order’s id, hold 1', async () => {
  const serum = await app.upsertProduct();
  const soap = await app.upsertProduct();

  const { order } = await app.checkout(shopper, [
    [serum, 2],
    [soap, 1],
  ]);

  expect(app.upstreams.reservations.at(-1)).toEqual({
    orderId: order._id,
    hold: 1,
    items: [
      { productId: serum._id, quantity: 2 },
      { productId: soap._id, quantity: 1 },
    ],
  });
  expect(await attempts()).toEqual([]);
});

it('when the catalog says a product is short, then 409 with its sentence and the shortages, and nothing is saved', async () => {
  const serum = await app.upsertProduct({ name: 'Argan Oil Serum' });
  app.fillCart(shopper, [[serum, 3]]);
  const shortage = { productId: serum._id, name: 'Argan Oil Serum', requested: 3, left: 2 };
  app.upstreams.reserve = () => ({ message: 'Only 2 of Argan Oil Serum left.', shortages: [shortage] });

  const answer = await checkoutAnswer();

  expect(answer).toEqual({
    status: 409,
    body: { message: 'Only 2 of Argan Oil Serum left.', shortages: [shortage] },
  });
  expect(await ordersOf(shopper)).toEqual([]);
  expect(await attempts()).toEqual([]);
});

it('when the catalog cannot be reached, then 503, no order, and the abandoned-checkout job gives back whatever was held', async () => {
  const serum = await app.upsertProduct();
  app.fillCart(shopper, [[serum, 1]]);
  app.upstreams.reserve = () => 'down';

  const answer = await checkoutAnswer();
  const [attempt] = await attempts();
  await app.pool.query("UPDATE orders.checkout_attempts SET created_at = now() - interval '2 hours'");
  await app.deps.abandonedCheckouts.runNow();

  expect(answer.status).toBe(503);
  expect(await ordersOf(shopper)).toEqual([]);
  expect((await app.outbox('order.stock.released', attempt!.order_id)).map((event) => event.data)).toEqual([
    {
      orderId: attempt!.order_id,
      hold: 1,
      reason: 'abandoned',
      items: [{ productId: serum._id, quantity: 1 }],
    },
  ]);
  expect(await attempts()).toEqual([]);
});

it('when the abandoned-checkout job gave the units back before a slow checkout saved its order, then that checkout answers 503 and saves nothing', async () => {
  const serum = await app.upsertProduct();
  app.fillCart(shopper, [[serum, 1]]);
  app.upstreams.reserve = async () => {
    // The job runs while the catalog is answering: the attempt is already gone when the order is saved.
    await app.pool.query("UPDATE orders.checkout_attempts SET created_at = now() - interval '2 hours'");
    await app.deps.abandonedCheckouts.runNow();
    return 'ok' as const;
  };

  const answer = await checkoutAnswer();

  expect(answer).toEqual({ status: 503, body: { message: 'Checkout took too long, please try again' } });
  expect(await ordersOf(shopper)).toEqual([]);
});

it('when an unpaid order is cancelled, then its units are given back; a paid one keeps them until its refund', async () => {
  const serum = await app.upsertProduct();
  const unpaid = (await app.checkout(shopper, [[serum, 1]])).order;
  const paid = (await app.checkout(shopper, [[serum, 1]])).order;
  await app.pay(paid);

  await app.call('PUT', `/api/orders/${unpaid._id}/status`, app.admin(), { status: 'Cancelled' });
  const cancelPaid = await app.call('PUT', `/api/orders/${paid._id}/status`, app.admin(), {
    status: 'Cancelled',
  });

  expect((await app.outbox('order.stock.released', unpaid._id)).map((event) => event.data.reason)).toEqual([
    'cancelled',
  ]);
  expect(cancelPaid.status).toBe(409);
  expect(await app.outbox('order.stock.released', paid._id)).toEqual([]);
});
