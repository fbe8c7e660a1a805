import { randomUUID } from 'node:crypto';
import { createEnvelope, type Cart, type PaidCartSubtraction } from '@glow/contracts';
import { startCart, type CartUnderTest, type Shopper } from './support/cart-service';

describe('subtract-paid: order takes a paid order’s lines out of the cart right after the payment', () => {
  let cart: CartUnderTest;
  let shopper: Shopper;

  const linesOf = async (who = shopper) =>
    (await cart.call<Cart>('GET', '/api/cart', who)).body.map((line) => [line.product._id, line.quantity]);
  const add = (productId: string, quantity: number) =>
    cart.call('POST', '/api/cart/add', shopper, { productId, quantity });
  const subtract = (order: PaidCartSubtraction, userId = shopper._id) =>
    cart.call<{ subtracted: boolean }>('POST', `/internal/cart/${userId}/subtract-paid`, undefined, order);
  const paidEvent = ({ orderId, items }: PaidCartSubtraction) =>
    createEnvelope('order', {
      type: 'order.paid',
      key: orderId,
      data: { orderId, userId: shopper._id, amount: 1000, currency: 'NGN', tx_ref: `tx-${orderId}`, items },
    });

  beforeAll(async () => {
    cart = await startCart();
  });
  afterAll(() => cart.stop());
  beforeEach(() => {
    shopper = cart.shopper();
  });

  it('when order asks after a payment, then the paid quantities leave the cart at once, without a token', async () => {
    const bought = await cart.upsertProduct();
    const kept = await cart.upsertProduct();
    await add(bought._id, 3);
    await add(kept._id, 1);

    const answer = await subtract({ orderId: randomUUID(), items: [{ productId: bought._id, quantity: 2 }] });

    expect(answer).toEqual({ status: 200, body: { subtracted: true } });
    expect(await linesOf()).toEqual([
      [bought._id, 1],
      [kept._id, 1],
    ]);
  });

  it('when order asks twice and order.paid arrives later, then the lines are subtracted once', async () => {
    const product = await cart.upsertProduct();
    await add(product._id, 5);
    const order = { orderId: randomUUID(), items: [{ productId: product._id, quantity: 2 }] };

    await subtract(order);
    const again = await subtract(order);
    await cart.publish('order.paid', paidEvent(order));

    expect(again.body).toEqual({ subtracted: false });
    expect(await linesOf()).toEqual([[product._id, 3]]);
  });

  it('when order.paid came first, then order’s call subtracts nothing more', async () => {
    const product = await cart.upsertProduct();
    await add(product._id, 4);
    const order = { orderId: randomUUID(), items: [{ productId: product._id, quantity: 1 }] };
    await cart.publish('order.paid', paidEvent(order));

    const answer = await subtract(order);

    expect(answer.body).toEqual({ subtracted: false });
    expect(await linesOf()).toEqual([[product._id, 3]]);
  });

  it('when the call and the event race, then the lines are subtracted once', async () => {
    const product = await cart.upsertProduct();
    await add(product._id, 10);
    const orders = Array.from({ length: 5 }, () => ({
      orderId: randomUUID(),
      items: [{ productId: product._id, quantity: 1 }],
    }));

    await Promise.all(
      orders.flatMap((order) => [
        subtract(order),
        subtract(order),
        cart.publish('order.paid', paidEvent(order)),
      ]),
    );

    expect(await linesOf()).toEqual([[product._id, 5]]);
  });

  it('when the shopper adds the product again after the payment, then it stays', async () => {
    const product = await cart.upsertProduct();
    await add(product._id, 1);
    const order = { orderId: randomUUID(), items: [{ productId: product._id, quantity: 1 }] };
    await subtract(order);

    await add(product._id, 1);
    await cart.publish('order.paid', paidEvent(order));

    expect(await linesOf()).toEqual([[product._id, 1]]);
  });

  it.each([
    ['no order id', { items: [{ productId: 'p', quantity: 1 }] }],
    ['no items', { orderId: 'o', items: [] }],
    ['a fractional quantity', { orderId: 'o', items: [{ productId: 'p', quantity: 1.5 }] }],
    ['a line without product', { orderId: 'o', items: [{ quantity: 1 }] }],
  ])('when the call has %s, then 400 and nothing is recorded', async (_case, body) => {
    const answer = await cart.call<{ message: string }>(
      'POST',
      `/internal/cart/${shopper._id}/subtract-paid`,
      undefined,
      body,
    );

    expect(answer.status).toBe(400);
    expect((await cart.pool.query("SELECT 1 FROM cart.paid_orders WHERE order_id = 'o'")).rowCount).toBe(0);
  });
});
