import type { Order } from '@glow/contracts';
import { nigeria, startOrder, type OrderUnderTest, type Person } from './support/order-service';

describe('a non-NGN checkout is charged from live exchange rates only', () => {
  let app: OrderUnderTest;
  let shopper: Person;

  beforeAll(async () => {
    app = await startOrder();
  });
  afterAll(() => app.stop());
  beforeEach(async () => {
    shopper = await app.shopper();
    app.upstreams.rates = { NGN: 1, USD: 0.00065 };
    app.upstreams.ratesQuality = 'live';
  });

  const checkoutIn = async (currency: string) => {
    app.fillCart(shopper, [[await app.upsertProduct({ price: 1000 }), 1]]);
    return app.call<{ message: string; order?: Order }>('POST', '/api/orders/checkout', shopper, {
      shippingDetails: nigeria,
      paymentMethod: 'flutterwave',
      currency,
    });
  };

  it.each(['stale', 'snapshot'] as const)(
    'when the catalog’s rates are %s, then a USD checkout answers 409 offering NGN and holds nothing',
    async (quality) => {
      app.upstreams.ratesQuality = quality;
      const reservations = app.upstreams.reservations.length;

      const answer = await checkoutIn('USD');

      expect(answer).toEqual({
        status: 409,
        body: {
          message:
            'Live exchange rates are not available right now, so we cannot charge in USD. Please pay in NGN (₦).',
        },
      });
      expect(app.upstreams.reservations).toHaveLength(reservations);
      const { rows } = await app.pool.query('SELECT 1 FROM orders.orders WHERE user_id = $1', [shopper._id]);
      expect(rows).toEqual([]);
    },
  );

  it.each(['stale', 'snapshot', 'live'] as const)(
    'when the catalog’s rates are %s, then an NGN checkout goes through',
    async (quality) => {
      app.upstreams.ratesQuality = quality;

      const answer = await checkoutIn('NGN');

      expect(answer.status).toBe(201);
      expect(answer.body.order!.paymentInfo).toMatchObject({ currency: 'NGN', amount: 3500 });
    },
  );

  it('when the rates are down and the cart is empty, then the shopper hears of the empty cart first', async () => {
    app.upstreams.rates = 'down';
    app.fillCart(shopper, []);

    const answer = await app.call('POST', '/api/orders/checkout', shopper, {
      shippingDetails: nigeria,
      paymentMethod: 'flutterwave',
      currency: 'USD',
    });

    expect(answer).toEqual({ status: 400, body: { message: 'Your cart is empty.' } });
  });

  it('when the rates are down, then a USD checkout answers 503 and holds nothing', async () => {
    app.upstreams.rates = 'down';
    const reservations = app.upstreams.reservations.length;

    const answer = await checkoutIn('USD');

    expect(answer).toEqual({
      status: 503,
      body: { message: 'Exchange rates are not available right now, please try again shortly' },
    });
    expect(app.upstreams.reservations).toHaveLength(reservations);
  });

  it('when the rates are live, then a USD checkout is charged from them', async () => {
    const answer = await checkoutIn('USD');

    expect(answer.status).toBe(201);
    expect(answer.body.order!.paymentInfo).toMatchObject({ currency: 'USD', amount: 2.28 });
  });
});
