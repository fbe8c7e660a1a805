import { randomUUID } from 'node:crypto';
import type { CheckoutAnswer, Order } from '@glow/contracts';
import { redisTestUrl } from '@glow/service-kit/testing';
import { orderConfigSchema } from '../src/config';
import { nigeria, startOrder, type OrderUnderTest, type Person } from './support/order-service';

const awaitingPayment =
  'You have 5 orders awaiting payment. Please complete or wait for one of them before placing another.';

it('when nothing is set, then a shopper may hold 5 unpaid orders, check out 10 times and verify 30 times a minute', () => {
  const config = orderConfigSchema.parse({});

  expect(config).toMatchObject({
    ORDER_MAX_UNPAID_PER_USER: 5,
    CHECKOUT_RATE_LIMIT_PER_USER: 10,
    VERIFY_RATE_LIMIT_PER_USER: 30,
    ORDER_RATE_LIMIT_WINDOW_MS: 60_000,
  });
});

describe('at most 5 orders awaiting payment per shopper', () => {
  let app: OrderUnderTest;
  let shopper: Person;

  beforeAll(async () => {
    app = await startOrder({ ORDER_MAX_UNPAID_PER_USER: '5' });
  });
  afterAll(() => app.stop());
  beforeEach(async () => {
    shopper = await app.shopper();
  });

  const placeFive = async () => {
    const product = await app.upsertProduct({ price: 1000 });
    const placed: Order[] = [];
    for (let i = 0; i < 5; i++) placed.push((await app.checkout(shopper, [[product, 1]])).order);
    return { product, placed };
  };
  const checkoutCall = (who: Person) =>
    app.call<{ message: string }>('POST', '/api/orders/checkout', who, {
      shippingDetails: nigeria,
      paymentMethod: 'paystack',
    });

  it('when a shopper holds 5 unpaid orders, then a 6th checkout answers 429 with a sentence and holds nothing', async () => {
    await placeFive();
    const reservations = app.upstreams.reservations.length;

    const sixth = await checkoutCall(shopper);

    expect(sixth).toEqual({ status: 429, body: { message: awaitingPayment } });
    expect(app.upstreams.reservations).toHaveLength(reservations);
    const { rows } = await app.pool.query('SELECT 1 FROM orders.orders WHERE user_id = $1', [shopper._id]);
    expect(rows).toHaveLength(5);
  });

  it('when declined orders are among them, then they still count: the shopper may pay them', async () => {
    const { placed } = await placeFive();
    await app.pool.query(`UPDATE orders.orders SET payment_status = 'failed' WHERE id = $1`, [
      placed[0]!._id,
    ]);

    expect((await checkoutCall(shopper)).status).toBe(429);
  });

  it.each([
    ['one is paid', (order: Order) => app.pay(order)],
    [
      'one’s window closed',
      (order: Order) =>
        app.pool.query(`UPDATE orders.orders SET expires_at = now() - interval '1 second' WHERE id = $1`, [
          order._id,
        ]),
    ],
    [
      'one was cancelled',
      (order: Order) =>
        app.pool.query(`UPDATE orders.orders SET status = 'Cancelled' WHERE id = $1`, [order._id]),
    ],
  ])('when %s, then the shopper may check out again', async (_case, release) => {
    const { placed } = await placeFive();
    await release(placed[0]!);

    const next = await checkoutCall(shopper);

    expect(next.status).toBe(201);
  });

  it('when one shopper is at the limit, then another still checks out', async () => {
    const { product } = await placeFive();
    const other = await app.shopper();
    app.fillCart(other, [[product, 1]]);

    expect((await checkoutCall(other)).status).toBe(201);
  });
});

describe('checkout and verify are rate limited per shopper, counted in Redis', () => {
  let app: OrderUnderTest;

  beforeAll(async () => {
    app = await startOrder({
      REDIS_URL: await redisTestUrl(),
      RATE_LIMIT_PREFIX: `test:order:${randomUUID()}:`,
      CHECKOUT_RATE_LIMIT_PER_USER: '3',
      VERIFY_RATE_LIMIT_PER_USER: '4',
      ORDER_MAX_UNPAID_PER_USER: '100',
    });
  });
  afterAll(() => app.stop());

  it('when a shopper checks out more often than the limit in a minute, then 429 { message }, and other shoppers are not held back', async () => {
    const [ada, bola] = [await app.shopper(), await app.shopper()];
    const product = await app.upsertProduct({ price: 1000 });
    for (let i = 0; i < 3; i++) await app.checkout(ada, [[product, 1]]);

    const fourth = await app.call<{ message: string }>('POST', '/api/orders/checkout', ada, {
      shippingDetails: nigeria,
      paymentMethod: 'paystack',
    });
    const othersFirst: CheckoutAnswer = await app.checkout(bola, [[product, 1]]);

    expect(fourth).toEqual({
      status: 429,
      body: { message: 'Too many checkouts, please wait a minute and try again.' },
    });
    expect(othersFirst.order.userId).toBe(bola._id);
  });

  it('when a shopper asks to verify more often than the limit in a minute, then 429 { message }', async () => {
    const ada = await app.shopper();
    const { order } = await app.checkout(ada, [[await app.upsertProduct({ price: 1000 }), 1]]);
    const verify = () =>
      app.call<{ message?: string }>('POST', '/api/orders/verify', ada, {
        tx_ref: order.paymentInfo.tx_ref,
        paymentMethod: 'flutterwave',
      });
    for (let i = 0; i < 4; i++) expect((await verify()).status).toBe(202);

    const fifth = await verify();

    expect(fifth).toEqual({
      status: 429,
      body: { message: 'Too many payment checks, please wait a minute and try again.' },
    });
  });
});
