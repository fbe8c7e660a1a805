import { createEnvelope, type Order } from '@glow/contracts';
import {
  nextTimestamp,
  productEvent,
  productSnapshot,
  startOrder,
  type OrderUnderTest,
} from './support/order-service';

describe('read models: products from catalog.product.*, buyers’ emails from user.*', () => {
  let app: OrderUnderTest;

  const kept = async (id: string) =>
    (await app.pool.query('SELECT name, price::text FROM orders.products WHERE id = $1', [id])).rows[0];

  beforeAll(async () => {
    app = await startOrder();
  });
  afterAll(() => app.stop());

  it('when an older snapshot, or the very same event again, arrives after a newer one, then the newer price stays and checkout uses it', async () => {
    const original = productSnapshot({ name: 'Original', price: 100 });
    const newer = { ...original, name: 'Renamed', price: 150, updatedAt: nextTimestamp() };
    const first = productEvent(original);
    await app.publish('catalog.product.upserted', first);
    await app.publish('catalog.product.upserted', productEvent(newer));

    await app.publish('catalog.product.upserted', productEvent(original));
    await app.publish('catalog.product.upserted', first);

    expect(await kept(original._id)).toEqual({ name: 'Renamed', price: '150.00' });
    const { order } = await app.checkout(await app.shopper(), [[original, 1]]);
    expect(order.orderItems[0]!.product).toMatchObject({ name: 'Renamed', price: 150 });
  });

  it('when a product is deleted, then checkout refuses it and a late snapshot does not bring it back', async () => {
    const product = await app.upsertProduct({ name: 'Gone Gloss' });
    await app.publish(
      'catalog.product.deleted',
      createEnvelope('catalog', {
        type: 'catalog.product.deleted',
        key: product._id,
        data: { _id: product._id },
      }),
    );
    await app.upsertProduct({ ...product, updatedAt: nextTimestamp() });
    const shopper = await app.shopper();
    app.fillCart(shopper, [[product, 1]]);

    const answer = await app.call<{ message: string }>('POST', '/api/orders/checkout', shopper, {
      shippingDetails: {
        fullName: 'A',
        address: 'B',
        city: 'C',
        postalCode: 'D',
        country: 'nigeria',
        phoneNumber: 'E',
      },
      paymentMethod: 'paystack',
    });

    expect(await kept(product._id)).toBeUndefined();
    expect(answer).toEqual({ status: 409, body: { message: expect.stringContaining('Gone Gloss') } });
  });

  it('when a user changes their email, then their orders show the new one', async () => {
    const shopper = await app.shopper();
    const { order } = await app.checkout(shopper, [[await app.upsertProduct(), 1]]);
    const updated = createEnvelope('user', {
      type: 'user.updated',
      key: shopper._id,
      data: {
        _id: shopper._id,
        username: 'ada',
        email: 'ada.new@example.com',
        isAdmin: false,
        tokenVersion: 0,
      },
    });

    await app.publish('user.updated', updated);
    await app.publish('user.updated', updated);

    expect(order.user).toBe(shopper.email);
    expect((await app.call<Order>('GET', `/api/orders/${order._id}`, shopper)).body.user).toBe(
      'ada.new@example.com',
    );
  });

  it('when a malformed product event arrives, then it is dead-lettered and later events still apply', async () => {
    await app.publish(
      'catalog.product.upserted',
      createEnvelope('catalog', {
        type: 'catalog.product.upserted',
        key: 'poisoned',
        data: { _id: 'poisoned' },
      }),
    );
    const after = await app.upsertProduct();

    expect(app.deadLetters()).toEqual([
      expect.objectContaining({ originalTopic: 'catalog.product.upserted' }),
    ]);
    expect(await kept('poisoned')).toBeUndefined();
    expect(await kept(after._id)).toBeDefined();
  });
});
