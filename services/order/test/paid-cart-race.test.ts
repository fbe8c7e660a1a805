import { cartService } from '@glow/cart';
import type { Cart, CheckoutAnswer, EventEnvelope } from '@glow/contracts';
import { callJson, createTestKeys, startServiceForTest, type ServiceUnderTest } from '@glow/testing';
import { justPaid } from '../src/domain/paid-cart';
import {
  nigeria,
  productEvent,
  productSnapshot,
  startOrder,
  type OrderUnderTest,
  type Person,
} from './support/order-service';

/**
 * Order with the real cart service, whose order.paid is held back (the two run on separate in-process
 * buses: the test hands the event over when it chooses), as when cart hears of a payment late. The
 * paid lines leave the cart only by order.paid; until then a checkout must not buy them again.
 */
describe('a second checkout raced against a delayed order.paid', () => {
  let app: OrderUnderTest;
  let cart: ServiceUnderTest;
  let shopper: Person;

  const checkout = () =>
    app.call<CheckoutAnswer & { message?: string }>('POST', '/api/orders/checkout', shopper, {
      shippingDetails: nigeria,
      paymentMethod: 'flutterwave',
    });
  const cartLines = async () =>
    (await callJson<Cart>(cart.url, 'GET', '/api/cart', shopper)).body.map((line) => [
      line.product._id,
      line.quantity,
    ]);
  const ordersOf = async () =>
    Number(
      (
        await app.pool.query<{ n: string }>('SELECT count(*) AS n FROM orders.orders WHERE user_id = $1', [
          shopper._id,
        ])
      ).rows[0]!.n,
    );
  const confirmedByCart = async (orderId: string) =>
    (
      await app.pool.query<{ cart_settled_at: Date | null }>(
        'SELECT cart_settled_at FROM orders.orders WHERE id = $1',
        [orderId],
      )
    ).rows[0]!.cart_settled_at !== null;
  const deliverOrderPaid = async (orderId: string) => {
    const [paid] = await app.outbox('order.paid', orderId);
    await cart.bus.publish('order.paid', [paid as EventEnvelope]);
  };
  const sellToBoth = async (price: number) => {
    const product = productSnapshot({ price });
    await app.publish('catalog.product.upserted', productEvent(product));
    await cart.bus.publish('catalog.product.upserted', [productEvent(product)]);
    return product._id;
  };

  /** A product both services know, two of it in the shopper's cart, checked out and paid by verify. */
  async function payForTwo(): Promise<{ productId: string; orderId: string }> {
    const productId = await sellToBoth(4000);
    await callJson(cart.url, 'POST', '/api/cart/add', shopper, { productId, quantity: 2 });
    const placed = await checkout();
    expect(placed.status).toBe(201);
    app.upstreams.verify = () => ({ status: 'succeeded', transactionId: `t-${placed.body.order._id}` });

    const verified = await app.call('POST', '/api/orders/verify', shopper, {
      tx_ref: placed.body.payment.tx_ref,
      paymentMethod: 'flutterwave',
    });

    expect(verified.status).toBe(200);
    return { productId, orderId: placed.body.order._id };
  }

  beforeAll(async () => {
    const keys = createTestKeys();
    cart = await startServiceForTest(cartService, { keys });
    app = await startOrder({ CART_SERVICE_URL: cart.url }, { keys });
  });
  afterAll(async () => {
    await app.stop();
    await cart.stop();
  });
  beforeEach(async () => {
    shopper = await app.shopper();
  });

  it('when the shopper checks out again before cart heard of the payment, then the paid lines are refused with 409 and nothing is held', async () => {
    const { productId, orderId } = await payForTwo();
    expect(await cartLines()).toEqual([[productId, 2]]);
    const reservations = app.upstreams.reservations.length;

    const refused = await checkout();

    expect(refused).toEqual({ status: 409, body: { message: justPaid } });
    expect(justPaid).toBe(
      'You have just paid for these items; your cart is being updated. Please check your orders.',
    );
    expect(app.upstreams.reservations.length).toBe(reservations);
    expect(await ordersOf()).toBe(1);

    await deliverOrderPaid(orderId);
    expect(await cartLines()).toEqual([]);
    expect(await checkout()).toEqual({ status: 400, body: { message: 'Your cart is empty.' } });
    expect(await confirmedByCart(orderId)).toBe(true);
    await deliverOrderPaid(orderId);
    expect(await ordersOf()).toBe(1);
  });

  it('when cart has not heard of the payment, then other lines still check out', async () => {
    const { orderId } = await payForTwo();
    await callJson(cart.url, 'DELETE', '/api/cart', shopper);
    const other = await sellToBoth(1500);
    await callJson(cart.url, 'POST', '/api/cart/add', shopper, { productId: other, quantity: 1 });

    const placed = await checkout();

    expect(placed.status).toBe(201);
    expect(placed.body.order.orderItems.map((item) => item.product._id)).toEqual([other]);
    expect(await confirmedByCart(orderId)).toBe(false);
  });

  it('when the shopper buys the same product again once order.paid took the paid lines out, then the checkout goes ahead with the new line', async () => {
    const { productId, orderId } = await payForTwo();
    await deliverOrderPaid(orderId);
    await callJson(cart.url, 'POST', '/api/cart/add', shopper, { productId, quantity: 1 });

    const placed = await checkout();

    expect(placed.status).toBe(201);
    expect(placed.body.order.orderItems.map((item) => [item.product._id, item.quantity])).toEqual([
      [productId, 1],
    ]);
    expect(await confirmedByCart(orderId)).toBe(true);
    expect(await ordersOf()).toBe(2);
  });
});
