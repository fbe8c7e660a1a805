import type { ShippingPriceAnswer } from '@glow/contracts';
import { startOrder, type OrderUnderTest } from './support/order-service';

describe('shipping price: one NGN amount, public to read, admin to set', () => {
  let app: OrderUnderTest;

  beforeAll(async () => {
    app = await startOrder({ DEFAULT_SHIPPING_PRICE: '1999.5' });
  });
  afterAll(() => app.stop());

  const read = async () => (await app.call<ShippingPriceAnswer>('GET', '/api/shipping-price')).body;

  it('when no admin has set it, then anyone reads the configured default', async () => {
    expect(await read()).toEqual({ shippingPrice: 1999.5 });
  });

  it('when an admin sets it, then it is answered and kept to the cent', async () => {
    const answer = await app.call('PUT', '/api/shipping-price', app.admin(), { shippingPrice: 3000.1 });

    expect(answer).toEqual({ status: 200, body: { shippingPrice: 3000.1 } });
    expect(await read()).toEqual({ shippingPrice: 3000.1 });
    const { rows } = await app.pool.query('SELECT amount::text FROM orders.shipping_price');
    expect(rows).toEqual([{ amount: '3000.10' }]);
  });

  it.each([[-1], [1.234], ['abc'], [null], [undefined]])(
    'when the price is %p, then 400 and the price stays',
    async (shippingPrice) => {
      const before = await read();

      const answer = await app.call<{ message: string }>('PUT', '/api/shipping-price', app.admin(), {
        shippingPrice,
      });

      expect(answer.status).toBe(400);
      expect(await read()).toEqual(before);
    },
  );

  it('when a shopper or nobody sets it, then 403 / 401', async () => {
    const shopper = await app.shopper();

    expect((await app.call('PUT', '/api/shipping-price', shopper, { shippingPrice: 1 })).status).toBe(403);
    expect((await app.call('PUT', '/api/shipping-price', undefined, { shippingPrice: 1 })).status).toBe(401);
  });
});
