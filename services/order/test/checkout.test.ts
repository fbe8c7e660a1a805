import type { CheckoutAnswer, Order } from '@glow/contracts';
import { nigeria, startOrder, type OrderUnderTest, type Person } from './support/order-service';

describe('POST /api/orders/checkout: a pending order from the shopper’s server cart', () => {
  let app: OrderUnderTest;
  let shopper: Person;

  const checkoutCall = (body: unknown, who: Person = shopper) =>
    app.call<{ message: string }>('POST', '/api/orders/checkout', who, body);

  beforeAll(async () => {
    app = await startOrder();
  });
  afterAll(() => app.stop());
  beforeEach(async () => {
    shopper = await app.shopper();
    app.upstreams.rates = { NGN: 1, USD: 0.00065 };
  });

  it('when the cart holds products, then the order is priced from order’s own catalogue and announced', async () => {
    const cream = await app.upsertProduct({ name: 'Cream', price: 4500, discountPrice: 3999.99 });
    const soap = await app.upsertProduct({ name: 'Soap', price: 1200.5 });

    const { order, payment } = await app.checkout(shopper, [
      [cream, 2],
      [soap, 1],
    ]);

    expect(order).toMatchObject<Partial<Order>>({
      status: 'Pending',
      isPaid: false,
      paidAt: null,
      user: shopper.email,
      userId: shopper._id,
      shippingDetails: nigeria,
      itemsTotal: 9200.48,
      shippingPrice: 2500,
      totalAmount: 11700.48,
      transitTime: '3-5 business days',
    });
    expect(order.orderItems).toEqual([
      {
        product: { _id: cream._id, name: 'Cream', images: cream.images, price: 4500, discountPrice: 3999.99 },
        quantity: 2,
      },
      {
        product: { _id: soap._id, name: 'Soap', images: soap.images, price: 1200.5, discountPrice: null },
        quantity: 1,
      },
    ]);
    expect(order.paymentInfo).toEqual({
      tx_ref: payment.tx_ref,
      amount: 11700.48,
      currency: 'NGN',
      rate: 1,
      method: 'flutterwave',
      status: 'pending',
      expiresAt: expect.any(String),
    });
    expect(payment).toEqual({
      tx_ref: expect.stringMatching(/^[0-9a-f-]{36}$/),
      amount: 11700.48,
      currency: 'NGN',
    });

    const [created, ...more] = await app.outbox('order.created', order._id);
    expect(more).toEqual([]);
    expect(created!.data).toEqual({
      orderId: order._id,
      userId: shopper._id,
      totalAmount: 11700.48,
      currency: 'NGN',
      items: [
        { productId: cream._id, quantity: 2, unitPrice: 3999.99 },
        { productId: soap._id, quantity: 1, unitPrice: 1200.5 },
      ],
      payment: {
        tx_ref: payment.tx_ref,
        method: 'flutterwave',
        amount: 11700.48,
        currency: 'NGN',
        expiresAt: order.paymentInfo.expiresAt,
      },
    });
    const window = Date.parse(created!.data.payment.expiresAt) - Date.parse(order.createdAt);
    expect(window).toBeGreaterThan(29 * 60_000);
    expect(window).toBeLessThanOrEqual(30 * 60_000 + 1_000);
  });

  it('when prices are cents that floats cannot hold, then every total is exact', async () => {
    const dime = await app.upsertProduct({ price: 0.1 });
    const twenty = await app.upsertProduct({ price: 0.2 });
    await app.call('PUT', '/api/shipping-price', app.admin(), { shippingPrice: 0.1 });

    const { order } = await app.checkout(shopper, [
      [dime, 1],
      [twenty, 3],
    ]);

    expect(order.itemsTotal).toBe(0.7);
    expect(order.totalAmount).toBe(0.8);
    const { rows } = await app.pool.query(
      'SELECT items_total::text, total_amount::text FROM orders.orders WHERE id = $1',
      [order._id],
    );
    expect(rows[0]).toEqual({ items_total: '0.70', total_amount: '0.80' });
    await app.call('PUT', '/api/shipping-price', app.admin(), { shippingPrice: 2500 });
  });

  it('when the shopper pays in USD, then the amount is the NGN total at the catalog’s rate, rounded to the cent', async () => {
    const product = await app.upsertProduct({ price: 10_000 });
    app.upstreams.rates = { NGN: 1, USD: 0.000657 };

    const { order, payment } = await app.checkout(shopper, [[product, 1]], { currency: 'usd' });

    // (10 000 + 2 500) × 0.000657 = 8.2125 → 8.21
    expect(payment).toEqual({ tx_ref: order.paymentInfo.tx_ref, amount: 8.21, currency: 'USD' });
    expect(order.totalAmount).toBe(12_500);
    expect(order.paymentInfo).toMatchObject({ amount: 8.21, currency: 'USD', rate: 1522.070015 });
    const [created] = await app.outbox('order.created', order._id);
    expect(created!.data.payment).toMatchObject({ amount: 8.21, currency: 'USD' });
    const { rows } = await app.pool.query('SELECT rate_from_ngn::text FROM orders.orders WHERE id = $1', [
      order._id,
    ]);
    expect(rows[0].rate_from_ngn).toBe('0.000657');
  });

  it('when a conversion lands on half a cent, then it rounds half up', async () => {
    const product = await app.upsertProduct({ price: 7_500 });
    app.upstreams.rates = { USD: 0.00065 };

    // (7 500 + 2 500) × 0.00065 = 6.5 exactly.
    const { payment } = await app.checkout(shopper, [[product, 1]], { currency: 'USD' });

    expect(payment.amount).toBe(6.5);
    const odd = await app.upsertProduct({ price: 7.7 });
    app.upstreams.rates = { USD: 0.5 };
    await app.call('PUT', '/api/shipping-price', app.admin(), { shippingPrice: 0 });
    // 7.70 × 3 × 0.5 = 11.55 (a float says 11.549999…); 0.05 × 0.5 = 0.025 → 0.03.
    const half = await app.checkout(shopper, [[odd, 3]], { currency: 'USD' });
    const tiny = await app.upsertProduct({ price: 0.05 });
    const halfCent = await app.checkout(shopper, [[tiny, 1]], { currency: 'USD' });
    await app.call('PUT', '/api/shipping-price', app.admin(), { shippingPrice: 2500 });

    expect(half.payment.amount).toBe(11.55);
    expect(halfCent.payment.amount).toBe(0.03);
  });

  it.each([
    ['a blank field', { shippingDetails: { ...nigeria, city: '   ' }, paymentMethod: 'paystack' }],
    [
      'a missing field',
      { shippingDetails: { ...nigeria, phoneNumber: undefined }, paymentMethod: 'paystack' },
    ],
    ['no shipping details', { paymentMethod: 'paystack' }],
  ])('when %s is sent, then 400 Please fill in all shipping details', async (_case, body) => {
    const product = await app.upsertProduct();
    app.fillCart(shopper, [[product, 1]]);

    expect(await checkoutCall(body)).toEqual({
      status: 400,
      body: expect.objectContaining({ message: 'Please fill in all shipping details' }),
    });
  });

  it('when the country is Nigeria in any case, then it is accepted, and any other country is refused', async () => {
    const product = await app.upsertProduct();
    app.fillCart(shopper, [[product, 1]]);

    const shouting = await checkoutCall({
      shippingDetails: { ...nigeria, country: ' NIGERIA ' },
      paymentMethod: 'paystack',
    });
    const ghana = await checkoutCall({
      shippingDetails: { ...nigeria, country: 'Ghana' },
      paymentMethod: 'paystack',
    });

    expect(shouting.status).toBe(201);
    expect((shouting.body as unknown as CheckoutAnswer).order.shippingDetails.country).toBe('NIGERIA');
    expect(ghana.status).toBe(400);
    expect(ghana.body.message).toMatch(/only available for delivery within Nigeria/);
  });

  it('when the payment method or currency is not one order takes, then 400', async () => {
    const product = await app.upsertProduct();
    app.fillCart(shopper, [[product, 1]]);

    expect((await checkoutCall({ shippingDetails: nigeria, paymentMethod: 'cash' })).status).toBe(400);
    expect(
      (await checkoutCall({ shippingDetails: nigeria, paymentMethod: 'paystack', currency: 'EURO' })).status,
    ).toBe(400);
    const unknown = await checkoutCall({
      shippingDetails: nigeria,
      paymentMethod: 'paystack',
      currency: 'JPY',
    });
    expect(unknown).toEqual({
      status: 400,
      body: { message: expect.stringMatching(/JPY are not available/) },
    });
  });

  it('when the cart is empty, then 400 Your cart is empty. and no order is made', async () => {
    app.fillCart(shopper, []);

    expect(await checkoutCall({ shippingDetails: nigeria, paymentMethod: 'paystack' })).toEqual({
      status: 400,
      body: { message: 'Your cart is empty.' },
    });
    expect((await app.call<Order[]>('GET', '/api/orders', shopper)).body).toEqual([]);
  });

  it('when the cart names a product order does not know, then 409 naming it and nothing is written', async () => {
    const known = await app.upsertProduct();
    const before = (await app.outbox('order.created')).length;
    app.fillCart(shopper, [[known, 1]]);
    app.upstreams.carts.get(`Bearer ${shopper.token}`)!.push({
      product: { ...known, _id: 'ghost', name: 'Ghost Serum', discountPrice: null },
      quantity: 1,
    });

    expect(await checkoutCall({ shippingDetails: nigeria, paymentMethod: 'paystack' })).toEqual({
      status: 409,
      body: { message: 'Ghost Serum is no longer available. Please remove it from your cart.' },
    });
    expect(await app.outbox('order.created')).toHaveLength(before);
  });

  it('when cart or exchange rates cannot be reached, then 503 and no order', async () => {
    const product = await app.upsertProduct();
    app.fillCart(shopper, [[product, 1]]);
    app.upstreams.rates = 'down';

    const ratesDown = await checkoutCall({
      shippingDetails: nigeria,
      paymentMethod: 'paystack',
      currency: 'USD',
    });
    expect(ratesDown.status).toBe(503);

    const alone = await startOrder({ CART_SERVICE_URL: 'http://127.0.0.1:9' });
    try {
      const who = await alone.shopper();
      const cartDown = await alone.call<{ message: string }>('POST', '/api/orders/checkout', who, {
        shippingDetails: nigeria,
        paymentMethod: 'paystack',
      });
      expect(cartDown).toEqual({
        status: 503,
        body: { message: 'Could not read your cart, please try again shortly' },
      });
    } finally {
      await alone.stop();
    }
    expect((await app.call<Order[]>('GET', '/api/orders', shopper)).body).toEqual([]);
  });

  it('when nobody is signed in, then 401', async () => {
    const anonymous = await app.call('POST', '/api/orders/checkout', undefined, {
      shippingDetails: nigeria,
      paymentMethod: 'paystack',
    });

    expect(anonymous.status).toBe(401);
  });
});
