import type { Cart } from '@glow/contracts';
import { badQuantity, productIdRequired } from '../src/http/cart-input';
import { asProduct, startCart, type CartUnderTest, type Shopper } from './support/cart-service';

describe('cart: a signed-in user’s own cart', () => {
  let cart: CartUnderTest;
  let shopper: Shopper;

  const add = (body: unknown, who = shopper) => cart.call<Cart>('POST', '/api/cart/add', who, body);
  const update = (body: unknown, who = shopper) => cart.call<Cart>('POST', '/api/cart/update', who, body);
  const remove = (body: unknown, who = shopper) => cart.call<Cart>('POST', '/api/cart/remove', who, body);
  const cartOf = async (who = shopper) => (await cart.call<Cart>('GET', '/api/cart', who)).body;

  beforeAll(async () => {
    cart = await startCart();
  });
  afterAll(() => cart.stop());
  beforeEach(() => {
    shopper = cart.shopper();
  });

  it('when a new shopper asks for their cart, then it is empty', async () => {
    expect(await cart.call('GET', '/api/cart', shopper)).toEqual({ status: 200, body: [] });
  });

  it('when products are added, then the whole cart is answered oldest line first, with both prices', async () => {
    const cream = await cart.upsertProduct({ price: 4500, discountPrice: 3999.99 });
    const serum = await cart.upsertProduct({ name: 'Vitamin C Serum', price: 12000.5 });

    await add({ productId: cream._id, quantity: 2 });
    const { status, body } = await add({ productId: serum._id });

    expect(status).toBe(200);
    expect(body).toEqual([
      { product: asProduct(cream), quantity: 2 },
      { product: asProduct(serum), quantity: 1 },
    ]);
    expect(body[0]!.product).toMatchObject({ price: 4500, discountPrice: 3999.99 });
    expect(body[1]!.product).toMatchObject({ price: 12000.5, discountPrice: null });
    expect(await cartOf()).toEqual(body);
  });

  it('when a product already in the cart is added again, then its line grows and keeps its place', async () => {
    const first = await cart.upsertProduct();
    const second = await cart.upsertProduct();
    await add({ productId: first._id });
    await add({ productId: second._id });

    const { body } = await add({ productId: first._id, quantity: 3 });

    expect(body.map((line) => [line.product._id, line.quantity])).toEqual([
      [first._id, 4],
      [second._id, 1],
    ]);
  });

  it('when a line would pass 99, then it stops at 99', async () => {
    const product = await cart.upsertProduct();
    await add({ productId: product._id, quantity: 60 });

    const { body } = await add({ productId: product._id, quantity: 60 });

    expect(body[0]!.quantity).toBe(99);
  });

  it('when the catalog price changes, then the cart shows the new prices', async () => {
    const product = await cart.upsertProduct({ price: 5000, discountPrice: null });
    await add({ productId: product._id });

    await cart.upsertProduct({
      ...product,
      price: 5500.25,
      discountPrice: 4999,
      updatedAt: new Date().toISOString(),
    });

    expect((await cartOf())[0]!.product).toMatchObject({ price: 5500.25, discountPrice: 4999 });
  });

  it('when twenty adds of one product arrive at once, then none is lost and the cap holds', async () => {
    const product = await cart.upsertProduct();

    const answers = await Promise.all(
      Array.from({ length: 20 }, () => add({ productId: product._id, quantity: 3 })),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect((await cartOf())[0]!.quantity).toBe(60);

    await Promise.all(Array.from({ length: 20 }, () => add({ productId: product._id, quantity: 5 })));
    expect(await cartOf()).toHaveLength(1);
    expect((await cartOf())[0]!.quantity).toBe(99);
  });

  it('when a line is updated, then it holds exactly the new quantity', async () => {
    const product = await cart.upsertProduct();
    await add({ productId: product._id, quantity: 4 });

    const { status, body } = await update({ productId: product._id, quantity: 2 });

    expect(status).toBe(200);
    expect(body).toEqual([{ product: asProduct(product), quantity: 2 }]);
  });

  it('when a product not in the cart is updated, then 404 "Product not in cart"', async () => {
    const product = await cart.upsertProduct();

    expect(await update({ productId: product._id, quantity: 2 })).toEqual({
      status: 404,
      body: { message: 'Product not in cart' },
    });
  });

  it('when a line is removed, then the rest of the cart is answered; removing it again is fine', async () => {
    const kept = await cart.upsertProduct();
    const removed = await cart.upsertProduct();
    await add({ productId: kept._id });
    await add({ productId: removed._id });

    const { status, body } = await remove({ productId: removed._id });
    expect(status).toBe(200);
    expect(body.map((line) => line.product._id)).toEqual([kept._id]);

    expect(await remove({ productId: removed._id })).toEqual({ status: 200, body });
  });

  it('when the cart is cleared, then it answers the empty cart', async () => {
    const product = await cart.upsertProduct();
    await add({ productId: product._id });

    expect(await cart.call('DELETE', '/api/cart', shopper)).toEqual({ status: 200, body: [] });
    expect(await cartOf()).toEqual([]);
  });

  it('when a product the catalog never announced is added, then 404 "Product not found"', async () => {
    expect(await add({ productId: 'no-such-product' })).toEqual({
      status: 404,
      body: { message: 'Product not found' },
    });
    expect(await cartOf()).toEqual([]);
  });

  it.each([
    ['no body', undefined, productIdRequired],
    ['a blank productId', { productId: '  ' }, productIdRequired],
    ['a numeric productId', { productId: 7 }, productIdRequired],
    ['a productId with a NUL', { productId: 'a\u0000b' }, 'productId is not a product id'],
    ['quantity 0', { productId: 'p', quantity: 0 }, badQuantity],
    ['quantity 100', { productId: 'p', quantity: 100 }, badQuantity],
    ['a fractional quantity', { productId: 'p', quantity: 1.5 }, badQuantity],
    ['a text quantity', { productId: 'p', quantity: 'two' }, badQuantity],
    ['a null quantity', { productId: 'p', quantity: null }, badQuantity],
    ['an array body', [], 'The request body must be an object'],
  ])('when an add has %s, then 400 with a message', async (_case, body, message) => {
    expect(await add(body)).toEqual({ status: 400, body: { message } });
  });

  it('when a quantity comes as a string of digits, then it is taken', async () => {
    const product = await cart.upsertProduct();

    expect((await add({ productId: product._id, quantity: '3' })).body[0]!.quantity).toBe(3);
  });

  it('when an update has no quantity or a bad one, then 400 with a message', async () => {
    const product = await cart.upsertProduct();
    await add({ productId: product._id });

    expect(await update({ productId: product._id })).toEqual({ status: 400, body: { message: badQuantity } });
    expect(await update({ productId: product._id, quantity: -1 })).toEqual({
      status: 400,
      body: { message: badQuantity },
    });
    expect(await update({ quantity: 2 })).toEqual({ status: 400, body: { message: productIdRequired } });
    expect(await remove({})).toEqual({ status: 400, body: { message: productIdRequired } });
  });

  it('when the body is not JSON, then 400, not 500', async () => {
    const response = await fetch(`${cart.running.url}/api/cart/add`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${shopper.token}` },
      body: '{"productId":',
    });

    expect(response.status).toBe(400);
    expect(await response.json()).toHaveProperty('message');
  });

  it.each([
    ['GET', '/api/cart'],
    ['POST', '/api/cart/add'],
    ['POST', '/api/cart/update'],
    ['POST', '/api/cart/remove'],
    ['DELETE', '/api/cart'],
  ])('when anonymous calls %s %s, then 401', async (method, path) => {
    const request = method === 'GET' ? undefined : { productId: 'p' };
    const { status, body } = await cart.call<{ message: string }>(method, path, undefined, request);

    expect(status).toBe(401);
    expect(body.message).toEqual(expect.any(String));
  });

  it('when two shoppers fill their carts, then each sees and changes only their own', async () => {
    const other = cart.shopper();
    const mine = await cart.upsertProduct();
    const theirs = await cart.upsertProduct();
    await add({ productId: mine._id });
    await add({ productId: theirs._id, quantity: 2 }, other);
    await add({ productId: mine._id, quantity: 5 }, other);

    await remove({ productId: mine._id }, other);
    await cart.call('DELETE', '/api/cart', other);

    expect((await cartOf()).map((line) => [line.product._id, line.quantity])).toEqual([[mine._id, 1]]);
    expect(await cartOf(other)).toEqual([]);
  });
});
