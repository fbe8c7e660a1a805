import { randomUUID } from 'node:crypto';
import type { CheckoutAnswer } from '@glow/contracts';
import { redisTestUrl } from '@glow/testing';
import { orderConfigSchema } from '../src/config';
import { nigeria, startOrder, type OrderUnderTest } from './support/order-service';

it('when nothing is set, then a shopper may check out 10 times and verify 30 times a minute', () => {
  const config = orderConfigSchema.parse({});

  expect(config).toMatchObject({
    CHECKOUT_RATE_LIMIT_PER_USER: 10,
    VERIFY_RATE_LIMIT_PER_USER: 30,
    ORDER_RATE_LIMIT_WINDOW_MS: 60_000,
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
