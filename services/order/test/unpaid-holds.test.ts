import { createEnvelope, type Order } from '@glow/contracts';
import { nigeria, startOrder, type OrderUnderTest, type Person } from './support/order-service';

/** Stock that cannot be held hostage: caps on what is held unpaid, and a new checkout replacing the last. */
describe('unpaid holds', () => {
  let app: OrderUnderTest;
  let shopper: Person;

  beforeAll(async () => {
    app = await startOrder({
      ORDER_MAX_UNPAID_UNITS_PER_PRODUCT: '10',
      ORDER_MAX_UNPAID_UNITS: '30',
      ORDER_MAX_UNPAID_UNITS_PER_ADDRESS: '25',
      ORDER_PAYMENT_WINDOW_MINUTES: '30',
      ORDER_FIRST_ORDER_PAYMENT_WINDOW_MINUTES: '15',
    });
  });
  afterAll(() => app.stop());
  beforeEach(async () => {
    shopper = await app.shopper();
  });

  const checkoutCall = (who: Person) =>
    app.call<{ message: string; order: Order }>('POST', '/api/orders/checkout', who, {
      shippingDetails: nigeria,
      paymentMethod: 'paystack',
    });
  const read = async (order: Order) =>
    (await app.call<Order>('GET', `/api/orders/${order._id}`, app.admin())).body;

  it('when one account asks for 99 of a product with 200 units, then 409 and nothing is held; three checkouts of 10 hold 10, not 30', async () => {
    const serum = await app.upsertProduct({ name: 'Argan Oil Serum', price: 1000 });
    app.fillCart(shopper, [[serum, 99]]);
    const reservations = app.upstreams.reservations.length;

    const greedy = await checkoutCall(shopper);

    expect(greedy).toEqual({
      status: 409,
      body: {
        message:
          'You can order at most 10 of Argan Oil Serum at a time. Please contact us for a larger order.',
      },
    });
    expect(app.upstreams.reservations).toHaveLength(reservations);

    const placed: Order[] = [];
    for (let i = 0; i < 3; i++) placed.push((await app.checkout(shopper, [[serum, 10]])).order);

    const [first, second, third] = await Promise.all(placed.map(read));
    expect([first!.status, second!.status, third!.status]).toEqual(['Cancelled', 'Cancelled', 'Pending']);
    const asked = app.upstreams.reservations.slice(-3);
    expect(asked.map((request) => request.replaces)).toEqual([
      undefined,
      [{ orderId: first!._id, hold: 1 }],
      [{ orderId: second!._id, hold: 1 }],
    ]);
    const released = [
      ...(await app.outbox('order.stock.released', first!._id)),
      ...(await app.outbox('order.stock.released', second!._id)),
    ];
    expect(released.map((event) => event.data.reason)).toEqual(['cancelled', 'cancelled']);
  });

  it('when a cart holds more than the cap in all, then 409 with a sentence', async () => {
    const products = await Promise.all([1, 2, 3, 4].map(() => app.upsertProduct({ price: 500 })));
    app.fillCart(
      shopper,
      products.map((product) => [product, 8]),
    );

    expect(await checkoutCall(shopper)).toEqual({
      status: 409,
      body: { message: 'You can order at most 30 items at a time. Please contact us for a larger order.' },
    });
  });

  it('when other accounts behind one address hold the cap of a product unpaid, then the next answers 429, and an honest shopper still buys once one is paid', async () => {
    const balm = await app.upsertProduct({ name: 'Shea Lip Balm', price: 800 });
    const accounts = await Promise.all([1, 2, 3].map(() => app.shopper()));
    const held: Order[] = [];
    for (const account of accounts.slice(0, 2)) held.push((await app.checkout(account, [[balm, 10]])).order);
    app.fillCart(accounts[2]!, [[balm, 6]]);

    const third = await checkoutCall(accounts[2]!);

    expect(third).toEqual({
      status: 429,
      body: {
        message:
          'Too many of Shea Lip Balm are waiting for payment from your network right now. Please try again in a few minutes.',
      },
    });
    await app.pay(held[0]!);
    expect((await app.checkout(accounts[2]!, [[balm, 6]])).order.status).toBe('Pending');
  });

  it('when a shopper has never paid, then the payment window is the shorter one; after a paid order, the usual one', async () => {
    const product = await app.upsertProduct({ price: 1000 });
    const windowOf = (order: Order) =>
      Math.round((Date.parse(order.paymentInfo.expiresAt!) - Date.parse(order.createdAt)) / 60_000);

    const first = (await app.checkout(shopper, [[product, 1]])).order;
    await app.pay(first);
    const next = (await app.checkout(shopper, [[product, 1]])).order;

    expect(windowOf(first)).toBe(15);
    expect(windowOf(next)).toBe(30);
  });

  it('when a payment still lands on a replaced order, then it opens a refund case and the new order stays payable', async () => {
    const product = await app.upsertProduct({ price: 2000 });
    const replaced = (await app.checkout(shopper, [[product, 1]])).order;
    const current = (await app.checkout(shopper, [[product, 1]])).order;

    await app.publish(
      'payment.succeeded',
      createEnvelope('payment', {
        type: 'payment.succeeded',
        key: replaced._id,
        data: {
          tx_ref: replaced.paymentInfo.tx_ref,
          provider: 'paystack',
          transactionId: `late-${replaced._id}`,
          amount: replaced.paymentInfo.amount,
          currency: 'NGN',
        },
      }),
    );

    const late = await read(replaced);
    expect(late).toMatchObject({
      status: 'Cancelled',
      isPaid: false,
      paymentInfo: { status: 'refund-needed' },
    });
    expect(late.refunds).toEqual([expect.objectContaining({ reason: 'refund: paid for a cancelled order' })]);
    expect((await read(current)).paymentInfo.status).toBe('pending');
  });
});
