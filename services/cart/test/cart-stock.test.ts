import type { Cart } from '@glow/contracts';
import { asProduct, startCart, type CartUnderTest, type Shopper } from './support/cart-service';

describe('cart and the catalog’s stock: lines stop at what is left', () => {
  let cart: CartUnderTest;
  let shopper: Shopper;

  const add = (body: unknown) => cart.call<Cart>('POST', '/api/cart/add', shopper, body);
  const update = (body: unknown) => cart.call<Cart>('POST', '/api/cart/update', shopper, body);
  const cartOf = async () => (await cart.call<Cart>('GET', '/api/cart', shopper)).body;
  const restock = (product: Awaited<ReturnType<CartUnderTest['upsertProduct']>>, stock: number) =>
    cart.upsertProduct({ ...product, stock, updatedAt: new Date().toISOString() });

  beforeAll(async () => {
    cart = await startCart();
  });
  afterAll(() => cart.stop());
  beforeEach(() => {
    shopper = cart.shopper();
  });

  it('when the catalog does not track a product, then its stock reads null and a line holds up to 99', async () => {
    const product = await cart.upsertProduct({ stock: 0, stockTracked: false });

    const { status, body } = await add({ productId: product._id, quantity: 99 });

    expect(status).toBe(200);
    expect(body).toEqual([{ product: { ...asProduct(product), stock: null }, quantity: 99 }]);
  });

  it('when a snapshot has no stockTracked (an older producer), then the product is not tracked', async () => {
    const older = await cart.upsertProduct({ stock: 3 });
    expect(older).not.toHaveProperty('stockTracked');

    const { body } = await add({ productId: older._id, quantity: 50 });

    expect(body[0]).toMatchObject({ product: { stock: null }, quantity: 50 });
  });

  it('when the catalog tracks stock, then the product says what is left and a line stops there', async () => {
    const product = await cart.upsertProduct({ stock: 5, stockTracked: true });
    await add({ productId: product._id, quantity: 3 });

    const added = await add({ productId: product._id, quantity: 3 });

    expect(added).toEqual({ status: 200, body: [{ product: asProduct(product), quantity: 5 }] });
    expect(added.body[0]!.product.stock).toBe(5);
    expect((await update({ productId: product._id, quantity: 50 })).body[0]!.quantity).toBe(5);
  });

  it('when a tracked stock is above 99, then a line still stops at 99', async () => {
    const product = await cart.upsertProduct({ stock: 500, stockTracked: true });
    await add({ productId: product._id, quantity: 90 });

    expect((await add({ productId: product._id, quantity: 20 })).body[0]!.quantity).toBe(99);
  });

  it('when a tracked product is sold out, then adding it is a 409 naming it and the cart is unchanged', async () => {
    const product = await cart.upsertProduct({ name: 'Argan Oil Serum', stock: 0, stockTracked: true });

    expect(await add({ productId: product._id })).toEqual({
      status: 409,
      body: { message: 'Sorry, Argan Oil Serum is sold out.' },
    });
    expect(await cartOf()).toEqual([]);
  });

  it('when a product in the cart sells out, then its line stays, an update is a 409 and it can be removed', async () => {
    const product = await cart.upsertProduct({ name: 'Argan Oil Serum', stock: 4, stockTracked: true });
    await add({ productId: product._id, quantity: 2 });
    await restock(product, 0);

    expect((await cartOf())[0]).toMatchObject({ product: { stock: 0 }, quantity: 2 });
    expect(await add({ productId: product._id })).toEqual({
      status: 409,
      body: { message: 'Sorry, Argan Oil Serum is sold out.' },
    });
    expect(await update({ productId: product._id, quantity: 1 })).toEqual({
      status: 409,
      body: { message: 'Sorry, Argan Oil Serum is sold out.' },
    });
    expect((await cartOf())[0]!.quantity).toBe(2);
    expect((await cart.call('POST', '/api/cart/remove', shopper, { productId: product._id })).body).toEqual(
      [],
    );
  });

  it('when the stock drops below a line, then the line is kept until it is changed, and a change is capped', async () => {
    const product = await cart.upsertProduct({ stock: 10, stockTracked: true });
    await add({ productId: product._id, quantity: 6 });
    await restock(product, 2);

    expect((await cartOf())[0]).toMatchObject({ product: { stock: 2 }, quantity: 6 });
    expect((await update({ productId: product._id, quantity: 5 })).body[0]!.quantity).toBe(2);
  });

  it('when a sold-out product is updated that is not in the cart, then 404 "Product not in cart"', async () => {
    const product = await cart.upsertProduct({ stock: 0, stockTracked: true });

    expect(await update({ productId: product._id, quantity: 1 })).toEqual({
      status: 404,
      body: { message: 'Product not in cart' },
    });
  });
});
