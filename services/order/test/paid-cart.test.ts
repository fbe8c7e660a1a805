import type { Order } from '@glow/contracts';
import { startOrder, type OrderUnderTest, type Person } from './support/order-service';

/**
 * Paid lines leave the cart by one path, cart's order.paid consumer: order never calls cart about a
 * payment. A checkout names the shopper's paid orders cart has not confirmed; cart (its double here)
 * says which it has taken out.
 */
describe('paid lines and the next checkout', () => {
  let app: OrderUnderTest;
  let shopper: Person;

  const place = async (price = 700) =>
    (await app.checkout(shopper, [[await app.upsertProduct({ price }), 3]])).order;
  const confirmedByCart = async (order: Order) =>
    (
      await app.pool.query<{ cart_settled_at: Date | null }>(
        'SELECT cart_settled_at FROM orders.orders WHERE id = $1',
        [order._id],
      )
    ).rows[0]!.cart_settled_at !== null;
  const cartReads = () => app.upstreams.requests.filter((request) => request.startsWith('GET /api/cart'));

  beforeAll(async () => {
    app = await startOrder();
  });
  afterAll(() => app.stop());
  beforeEach(async () => {
    shopper = await app.shopper();
    // Cart hears of the payments below only when a test says so.
    app.upstreams.cartHearsOrderPaid = false;
  });

  it('when an order is paid, by its event or by verify, then order makes no call to cart', async () => {
    const byEvent = await place();
    let before = app.upstreams.requests.length;
    await app.pay(byEvent);
    expect(app.upstreams.requests.slice(before)).toEqual([]);
    app.upstreams.paidOrdersApplied.add(byEvent._id);
    const byVerify = await place(800);
    app.upstreams.verify = () => ({ status: 'succeeded', transactionId: `t-${byVerify._id}` });
    before = app.upstreams.requests.length;

    const verified = await app.call('POST', '/api/orders/verify', shopper, {
      tx_ref: byVerify.paymentInfo.tx_ref,
      paymentMethod: 'flutterwave',
    });

    expect(verified.status).toBe(200);
    expect(app.upstreams.requests.slice(before)).toEqual(['POST /internal/payments/verify']);
  });

  it('when cart has taken a paid order out, then the next checkout learns so, notes it, and names it no more', async () => {
    const paid = await place();
    await app.pay(paid);
    app.upstreams.paidOrdersApplied.add(paid._id);

    await app.checkout(shopper, [[await app.upsertProduct({ price: 300 }), 1]]);
    await app.checkout(shopper, [[await app.upsertProduct({ price: 300 }), 1]]);

    const [first, second] = cartReads().slice(-2);
    expect(first).toBe(`GET /api/cart?paidOrders=${paid._id}`);
    expect(second).toBe('GET /api/cart');
    expect(await confirmedByCart(paid)).toBe(true);
  });

  it('when cart has not taken a paid order out and the cart holds its product, then the checkout is refused with 409 and holds nothing', async () => {
    const paid = await place();
    await app.pay(paid);
    const reservations = app.upstreams.reservations.length;

    app.fillCart(shopper, [
      [await app.upsertProduct({ _id: paid.orderItems[0]!.product._id, price: 700 }), 3],
    ]);
    const refused = await app.call('POST', '/api/orders/checkout', shopper, {
      shippingDetails: { ...paid.shippingDetails },
      paymentMethod: 'flutterwave',
    });

    expect(refused).toEqual({
      status: 409,
      body: {
        message: 'You have just paid for these items; your cart is being updated. Please check your orders.',
      },
    });
    expect(app.upstreams.reservations.length).toBe(reservations);
    expect(await confirmedByCart(paid)).toBe(false);
  });

  it('when cart has not taken a paid order out but the cart holds other products, then they check out', async () => {
    const paid = await place();
    await app.pay(paid);

    const { order } = await app.checkout(shopper, [[await app.upsertProduct({ price: 300 }), 1]]);

    expect(order.orderItems).toHaveLength(1);
    expect(cartReads().at(-1)).toBe(`GET /api/cart?paidOrders=${paid._id}`);
    expect(await confirmedByCart(paid)).toBe(false);
  });
});
