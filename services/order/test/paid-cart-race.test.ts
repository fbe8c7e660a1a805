import { cartService } from '@glow/cart';
import type { Cart, CheckoutAnswer, EventEnvelope } from '@glow/contracts';
import {
  callJson,
  createTestKeys,
  startServiceForTest,
  type ServiceUnderTest,
} from '@glow/service-kit/testing';
import { justPaid } from '../src/domain/paid-cart';
import { startCartProxy, type CartProxy } from './support/cart-proxy';
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
 * buses: the test hands the event over when it chooses), as when cart hears of a payment seconds late.
 */
describe('a second checkout raced against a delayed order.paid', () => {
  let app: OrderUnderTest;
  let cart: ServiceUnderTest;
  let proxy: CartProxy;
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
  const deliverOrderPaid = async (orderId: string) => {
    const [paid] = await app.outbox('order.paid', orderId);
    await cart.bus.publish('order.paid', [paid as EventEnvelope]);
  };

  /** A product both services know, two of it in the shopper's cart, checked out and paid by verify. */
  async function payForTwo(): Promise<{ productId: string; orderId: string }> {
    const product = productSnapshot({ price: 4000 });
    await app.publish('catalog.product.upserted', productEvent(product));
    await cart.bus.publish('catalog.product.upserted', [productEvent(product)]);
    await callJson(cart.url, 'POST', '/api/cart/add', shopper, { productId: product._id, quantity: 2 });
    const placed = await checkout();
    expect(placed.status).toBe(201);
    app.upstreams.verify = () => ({ status: 'succeeded', transactionId: `t-${placed.body.order._id}` });

    const verified = await app.call('POST', '/api/orders/verify', shopper, {
      tx_ref: placed.body.payment.tx_ref,
      paymentMethod: 'flutterwave',
    });

    expect(verified.status).toBe(200);
    return { productId: product._id, orderId: placed.body.order._id };
  }

  beforeAll(async () => {
    const keys = createTestKeys();
    cart = await startServiceForTest(cartService, { keys });
    proxy = await startCartProxy(cart.url);
    app = await startOrder({ CART_SERVICE_URL: proxy.url }, { keys });
  });
  afterAll(async () => {
    await app.stop();
    await proxy.stop();
    await cart.stop();
  });
  beforeEach(async () => {
    shopper = await app.shopper();
    proxy.refuseSubtract = false;
  });

  it('when the shopper checks out again right after paying, then the cart is already empty and nothing is charged twice', async () => {
    const { productId, orderId } = await payForTwo();

    expect(await cartLines()).toEqual([]);
    expect(await checkout()).toEqual({ status: 400, body: { message: 'Your cart is empty.' } });

    await deliverOrderPaid(orderId);
    await callJson(cart.url, 'POST', '/api/cart/add', shopper, { productId, quantity: 1 });
    await deliverOrderPaid(orderId);
    expect(await cartLines()).toEqual([[productId, 1]]);
    expect(await ordersOf()).toBe(1);
  });

  it('when cart cannot be asked after the payment, then a second checkout of the paid lines is refused until cart has taken them out', async () => {
    proxy.refuseSubtract = true;
    const { productId, orderId } = await payForTwo();
    expect(await cartLines()).toEqual([[productId, 2]]);

    const refused = await checkout();

    expect(refused).toEqual({ status: 409, body: { message: justPaid } });
    expect(justPaid).toBe(
      'You have just paid for these items; your cart is being updated. Please check your orders.',
    );
    expect(await ordersOf()).toBe(1);

    proxy.refuseSubtract = false;
    // Cart confirms now, so the checkout reads the cart again: the paid lines have left it.
    expect(await checkout()).toEqual({ status: 400, body: { message: 'Your cart is empty.' } });
    expect(await cartLines()).toEqual([]);

    await deliverOrderPaid(orderId);
    expect(await cartLines()).toEqual([]);
    expect(await ordersOf()).toBe(1);
  });

  it('when order.paid reached cart while order could not ask it, then the next checkout learns so and goes ahead', async () => {
    proxy.refuseSubtract = true;
    const { orderId } = await payForTwo();
    await deliverOrderPaid(orderId);
    proxy.refuseSubtract = false;
    const other = productSnapshot({ price: 1500 });
    await app.publish('catalog.product.upserted', productEvent(other));
    await cart.bus.publish('catalog.product.upserted', [productEvent(other)]);
    await callJson(cart.url, 'POST', '/api/cart/add', shopper, { productId: other._id, quantity: 1 });

    const placed = await checkout();

    expect(placed.status).toBe(201);
    expect(placed.body.order.orderItems.map((item) => item.product._id)).toEqual([other._id]);
  });

  it('when the shopper buys the same product again once order.paid took the paid lines out, then the checkout goes ahead with the new line', async () => {
    // As for an order paid by a build from before order asked cart itself: only order.paid settled it.
    proxy.refuseSubtract = true;
    const { productId, orderId } = await payForTwo();
    await deliverOrderPaid(orderId);
    proxy.refuseSubtract = false;
    await callJson(cart.url, 'POST', '/api/cart/add', shopper, { productId, quantity: 1 });

    const placed = await checkout();

    expect(placed.status).toBe(201);
    expect(placed.body.order.orderItems.map((item) => [item.product._id, item.quantity])).toEqual([
      [productId, 1],
    ]);
    expect(await ordersOf()).toBe(2);
  });
});
