import type { Favourites } from '@glow/contracts';
import { productIdRequired } from '../src/http/cart-input';
import { asProduct, startCart, type CartUnderTest, type Shopper } from './support/cart-service';

describe('favourites: a signed-in user’s own list', () => {
  let cart: CartUnderTest;
  let shopper: Shopper;

  const add = (body: unknown, who = shopper) =>
    cart.call<Favourites>('POST', '/api/favourites/add', who, body);
  const remove = (body: unknown, who = shopper) =>
    cart.call<Favourites>('POST', '/api/favourites/remove', who, body);
  const list = async (who = shopper) => (await cart.call<Favourites>('GET', '/api/favourites', who)).body;

  beforeAll(async () => {
    cart = await startCart();
  });
  afterAll(() => cart.stop());
  beforeEach(() => {
    shopper = cart.shopper();
  });

  it('when products are favourited, then the whole list is answered newest first', async () => {
    const older = await cart.upsertProduct({ discountPrice: 3000 });
    const newer = await cart.upsertProduct();

    await add({ productId: older._id });
    const { status, body } = await add({ productId: newer._id });

    expect(status).toBe(200);
    expect(body).toEqual([asProduct(newer), asProduct(older)]);
    expect(await list()).toEqual(body);
  });

  it('when a favourite is added twice, then it is listed once, in its first place', async () => {
    const first = await cart.upsertProduct();
    const second = await cart.upsertProduct();
    await add({ productId: first._id });
    await add({ productId: second._id });

    const { status, body } = await add({ productId: first._id });

    expect(status).toBe(200);
    expect(body.map((product) => product._id)).toEqual([second._id, first._id]);
  });

  it('when a favourite is removed, then the rest is answered; removing it again is fine', async () => {
    const kept = await cart.upsertProduct();
    const removed = await cart.upsertProduct();
    await add({ productId: kept._id });
    await add({ productId: removed._id });

    const { status, body } = await remove({ productId: removed._id });
    expect(status).toBe(200);
    expect(body).toEqual([asProduct(kept)]);
    expect(await remove({ productId: removed._id })).toEqual({ status: 200, body });
  });

  it('when an unknown product is favourited, then 404 "Product not found"', async () => {
    expect(await add({ productId: 'no-such-product' })).toEqual({
      status: 404,
      body: { message: 'Product not found' },
    });
  });

  it('when a call has no productId, then 400 with a message', async () => {
    expect(await add({})).toEqual({ status: 400, body: { message: productIdRequired } });
    expect(await remove({ productId: '' })).toEqual({ status: 400, body: { message: productIdRequired } });
  });

  it.each([
    ['GET', '/api/favourites'],
    ['POST', '/api/favourites/add'],
    ['POST', '/api/favourites/remove'],
  ])('when anonymous calls %s %s, then 401', async (method, path) => {
    const body = method === 'GET' ? undefined : { productId: 'p' };

    expect((await cart.call(method, path, undefined, body)).status).toBe(401);
  });

  it('when two shoppers keep favourites, then each sees and changes only their own', async () => {
    const other = cart.shopper();
    const mine = await cart.upsertProduct();
    const theirs = await cart.upsertProduct();
    await add({ productId: mine._id });
    await add({ productId: theirs._id }, other);
    await add({ productId: mine._id }, other);

    await remove({ productId: mine._id }, other);

    expect((await list()).map((product) => product._id)).toEqual([mine._id]);
    expect((await list(other)).map((product) => product._id)).toEqual([theirs._id]);
  });
});
