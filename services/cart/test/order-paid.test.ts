import { randomUUID } from 'node:crypto';
import { createEnvelope, paidOrdersAppliedHeader, type Cart, type TopicData } from '@glow/contracts';
import { startCart, type CartUnderTest, type Shopper } from './support/cart-service';

describe('order.paid: what was bought leaves the buyer’s cart', () => {
  let cart: CartUnderTest;
  let shopper: Shopper;

  const cartOf = async (who = shopper) => (await cart.call<Cart>('GET', '/api/cart', who)).body;
  const linesOf = async (who = shopper) =>
    (await cartOf(who)).map((line) => [line.product._id, line.quantity]);
  const add = (productId: string, quantity: number, who = shopper) =>
    cart.call('POST', '/api/cart/add', who, { productId, quantity });
  const paid = (who: Shopper, items: TopicData<'order.paid'>['items'], orderId = randomUUID()) =>
    createEnvelope('order', {
      type: 'order.paid',
      key: orderId,
      data: { orderId, userId: who._id, amount: 1000, currency: 'NGN', tx_ref: `tx-${orderId}`, items },
    });

  beforeAll(async () => {
    cart = await startCart();
  });
  afterAll(() => cart.stop());
  beforeEach(() => {
    shopper = cart.shopper();
  });

  it('when an order is paid, then its quantities leave the cart and emptied lines go', async () => {
    const bought = await cart.upsertProduct();
    const partly = await cart.upsertProduct();
    const untouched = await cart.upsertProduct();
    await add(bought._id, 2);
    await add(partly._id, 5);
    await add(untouched._id, 1);

    await cart.publish(
      'order.paid',
      paid(shopper, [
        { productId: bought._id, quantity: 2 },
        { productId: partly._id, quantity: 3 },
      ]),
    );

    expect(await linesOf()).toEqual([
      [partly._id, 2],
      [untouched._id, 1],
    ]);
  });

  it('when the same order.paid is delivered twice, then it subtracts once, and a product added again stays', async () => {
    const product = await cart.upsertProduct();
    await add(product._id, 5);
    const event = paid(shopper, [{ productId: product._id, quantity: 2 }]);
    await cart.publish('order.paid', event);

    await cart.publish('order.paid', event);
    expect(await linesOf()).toEqual([[product._id, 3]]);

    const bought = await cart.upsertProduct();
    await add(bought._id, 1);
    const checkout = paid(shopper, [{ productId: bought._id, quantity: 1 }]);
    await cart.publish('order.paid', checkout);
    await add(bought._id, 1);
    await cart.publish('order.paid', checkout);
    expect(await linesOf()).toEqual([
      [product._id, 3],
      [bought._id, 1],
    ]);
  });

  it('when one order lists a product twice or more than the cart holds, then the line goes', async () => {
    const product = await cart.upsertProduct();
    await add(product._id, 3);

    await cart.publish(
      'order.paid',
      paid(shopper, [
        { productId: product._id, quantity: 2 },
        { productId: product._id, quantity: 2 },
      ]),
    );

    expect(await cartOf()).toEqual([]);
  });

  it('when an order is paid, then other shoppers’ carts are untouched', async () => {
    const other = cart.shopper();
    const product = await cart.upsertProduct();
    await add(product._id, 2);
    await add(product._id, 2, other);

    await cart.publish('order.paid', paid(shopper, [{ productId: product._id, quantity: 2 }]));

    expect(await linesOf()).toEqual([]);
    expect(await linesOf(other)).toEqual([[product._id, 2]]);
  });

  it('when an order.paid without items arrives, then it is dead-lettered and carts stay as they were', async () => {
    const product = await cart.upsertProduct();
    await add(product._id, 2);
    const event = paid(shopper, []);
    const { items: _items, ...withoutItems } = event.data;

    await cart.publish('order.paid', { ...event, data: withoutItems });

    expect(cart.deadLetters()).toEqual([expect.objectContaining({ originalTopic: 'order.paid' })]);
    expect(await linesOf()).toEqual([[product._id, 2]]);
  });

  describe('GET /api/cart?paidOrders=: which paid orders have left the cart (order asks at checkout)', () => {
    const readAfterPaid = async (paidOrders: string, who = shopper) => {
      const answer = await fetch(`${cart.running.url}/api/cart?paidOrders=${paidOrders}`, {
        headers: { authorization: `Bearer ${who.token}` },
      });
      return {
        status: answer.status,
        applied: answer.headers.get(paidOrdersAppliedHeader),
        body: (await answer.json()) as unknown,
      };
    };

    it('when one of the named orders was taken out, then the header names it and the lines no longer hold it', async () => {
      const product = await cart.upsertProduct();
      await add(product._id, 3);
      const taken = randomUUID();
      const notYet = randomUUID();
      await cart.publish('order.paid', paid(shopper, [{ productId: product._id, quantity: 2 }], taken));

      const answer = await readAfterPaid(`${taken},${notYet}`);

      expect(answer.status).toBe(200);
      expect(answer.applied).toBe(taken);
      expect((answer.body as Cart).map((line) => [line.product._id, line.quantity])).toEqual([
        [product._id, 1],
      ]);
    });

    it('when the order is another shopper’s, then it is not named, and the plain read carries no header', async () => {
      const other = cart.shopper();
      const theirs = randomUUID();
      await cart.publish('order.paid', paid(other, [], theirs));

      expect((await readAfterPaid(theirs)).applied).toBe('');
      const plain = await fetch(`${cart.running.url}/api/cart`, {
        headers: { authorization: `Bearer ${shopper.token}` },
      });
      expect(plain.headers.get(paidOrdersAppliedHeader)).toBeNull();
    });

    it('when more than 50 orders or an over-long id are named, then 400 with a sentence', async () => {
      const many = Array.from({ length: 51 }, () => randomUUID()).join(',');

      for (const paidOrders of [many, 'x'.repeat(101)])
        expect(await readAfterPaid(paidOrders)).toMatchObject({
          status: 400,
          body: { message: 'paidOrders must name at most 50 order ids, comma-separated' },
        });
    });
  });
});
