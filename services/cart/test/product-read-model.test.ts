import { createEnvelope, type Cart, type Favourites } from '@glow/contracts';
import {
  asProduct,
  nextTimestamp,
  productEvent,
  productSnapshot,
  startCart,
  type CartUnderTest,
  type Shopper,
} from './support/cart-service';

describe('product read model: cart’s copy of the catalogue, from catalog.product.*', () => {
  let cart: CartUnderTest;
  let shopper: Shopper;

  const cartOf = async (who = shopper) => (await cart.call<Cart>('GET', '/api/cart', who)).body;
  const favouritesOf = async (who = shopper) =>
    (await cart.call<Favourites>('GET', '/api/favourites', who)).body;
  const kept = async (productId: string) =>
    (await cart.pool.query('SELECT name, price::text FROM cart.products WHERE id = $1', [productId])).rows[0];

  beforeAll(async () => {
    cart = await startCart();
  });
  afterAll(() => cart.stop());
  beforeEach(() => {
    shopper = cart.shopper();
  });

  it('when a product is upserted, then it can be added and is shown exactly as announced', async () => {
    const product = await cart.upsertProduct({ price: 1234.56, discountPrice: 999.99, stock: 7 });

    const { body } = await cart.call<Cart>('POST', '/api/cart/add', shopper, { productId: product._id });

    expect(body).toEqual([{ product: asProduct(product), quantity: 1 }]);
  });

  it('when an older snapshot, or the very same event again, arrives after a newer one, then the newer one stays', async () => {
    const original = productSnapshot({ name: 'Original', price: 100 });
    const newer = { ...original, name: 'Renamed', price: 150, updatedAt: nextTimestamp() };
    const first = productEvent(original);
    await cart.publish('catalog.product.upserted', first);
    await cart.publish('catalog.product.upserted', productEvent(newer));

    await cart.publish('catalog.product.upserted', productEvent(original));
    await cart.publish('catalog.product.upserted', first);

    expect(await kept(original._id)).toEqual({ name: 'Renamed', price: '150.00' });
  });

  it('when a product is deleted, then it leaves every cart and favourites list, and the rest stays', async () => {
    const other = cart.shopper();
    const doomed = await cart.upsertProduct();
    const staying = await cart.upsertProduct();
    for (const who of [shopper, other]) {
      await cart.call('POST', '/api/cart/add', who, { productId: doomed._id });
      await cart.call('POST', '/api/cart/add', who, { productId: staying._id });
      await cart.call('POST', '/api/favourites/add', who, { productId: doomed._id });
    }

    await cart.deleteProduct(doomed._id);

    for (const who of [shopper, other]) {
      expect((await cartOf(who)).map((line) => line.product._id)).toEqual([staying._id]);
      expect(await favouritesOf(who)).toEqual([]);
    }
    expect(await kept(doomed._id)).toBeUndefined();
    expect((await cart.call('POST', '/api/cart/add', shopper, { productId: doomed._id })).status).toBe(404);
  });

  it('when a snapshot of a deleted product arrives late, then the product stays deleted', async () => {
    const product = await cart.upsertProduct();
    await cart.deleteProduct(product._id);

    await cart.upsertProduct({ ...product, updatedAt: nextTimestamp() });

    expect(await kept(product._id)).toBeUndefined();
  });

  it('when a malformed product event arrives, then it is dead-lettered and later events still apply', async () => {
    const poisoned = createEnvelope('catalog', {
      type: 'catalog.product.upserted',
      key: 'poisoned',
      data: { _id: 'poisoned', name: '' },
    });
    await cart.publish('catalog.product.upserted', poisoned);

    const after = await cart.upsertProduct();

    expect(cart.deadLetters()).toEqual([
      expect.objectContaining({ originalTopic: 'catalog.product.upserted' }),
    ]);
    expect(await kept('poisoned')).toBeUndefined();
    expect(await kept(after._id)).toBeDefined();
  });
});
