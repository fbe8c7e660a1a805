import { randomUUID } from 'node:crypto';
import { createEnvelope, type Cart, type ErrorBody, type TopicData } from '@glow/contracts';
import { shadedProductSnapshot } from '@glow/testing';
import { productEvent, startCart, type CartUnderTest, type Shopper } from './support/cart-service';

/** Lines of products sold in shades: each shade is its own line, priced and counted as that shade. */
describe('cart lines of variants', () => {
  let cart: CartUnderTest;
  let shopper: Shopper;

  const call = <T = Cart>(path: string, body: unknown) => cart.call<T>('POST', path, shopper, body);
  const cartOf = async () => (await cart.call<Cart>('GET', '/api/cart', shopper)).body;
  const announce = async (...args: Parameters<typeof shadedProductSnapshot>) => {
    const product = shadedProductSnapshot(...args);
    await cart.publish('catalog.product.upserted', productEvent(product));
    return product;
  };
  const shade = (product: ReturnType<typeof shadedProductSnapshot>, name: string) =>
    product.variants!.find((variant) => variant.options.Shade === name)!;

  beforeAll(async () => {
    cart = await startCart();
  });
  afterAll(() => cart.stop());
  beforeEach(() => {
    shopper = cart.shopper();
  });

  it('when a shade is added, then its line names the variant and shows its price, stock and picture', async () => {
    const picture = { url: '/uploads/berry.webp', public_id: 'berry' };
    const crayon = await announce([
      { shade: 'Chestnut', stock: 4, price: 4500 },
      { shade: 'Berry Wine', stock: 2, price: 5000, discountPrice: 4800, images: [picture] },
    ]);
    const berry = shade(crayon, 'Berry Wine');

    const { status, body } = await call('/api/cart/add', { productId: crayon._id, variantId: berry._id });

    expect(status).toBe(200);
    expect(body).toEqual([
      {
        product: expect.objectContaining({
          _id: crayon._id,
          name: 'Matte Lip Crayon',
          price: 5000,
          discountPrice: 4800,
          stock: 2,
          images: [picture],
          options: crayon.options,
        }),
        quantity: 1,
        variant: { _id: berry._id, sku: berry.sku, options: { Shade: 'Berry Wine' } },
      },
    ]);
  });

  it('when a product with shades is added without one, then 400 asking to choose', async () => {
    const crayon = await announce([{ shade: 'Chestnut', stock: 4 }]);
    const { status, body } = await call<ErrorBody>('/api/cart/add', { productId: crayon._id });
    expect({ status, message: body.message }).toEqual({ status: 400, message: 'Please choose a shade' });
    expect(await cartOf()).toEqual([]);
  });

  it('when a variant of another product is named, then 404 Variant not found', async () => {
    const [crayon, other] = [
      await announce([{ shade: 'Chestnut', stock: 4 }]),
      await announce([{ shade: 'Nude', stock: 4 }]),
    ];
    const { status, body } = await call<ErrorBody>('/api/cart/add', {
      productId: crayon._id,
      variantId: other.variants![0]!._id,
    });
    expect({ status, message: body.message }).toEqual({ status: 404, message: 'Variant not found' });
  });

  it('when two shades are added, then they are two lines, each capped by its own stock, changed and removed on its own', async () => {
    const crayon = await announce([
      { shade: 'Chestnut', stock: 3 },
      { shade: 'Berry Wine', stock: 50 },
    ]);
    const [chestnut, berry] = [shade(crayon, 'Chestnut'), shade(crayon, 'Berry Wine')];
    await call('/api/cart/add', { productId: crayon._id, variantId: chestnut._id, quantity: 5 });
    await call('/api/cart/add', { productId: crayon._id, variantId: berry._id, quantity: 5 });
    const lines = async () => (await cartOf()).map((line) => [line.variant!.options.Shade, line.quantity]);
    expect(await lines()).toEqual([
      ['Chestnut', 3],
      ['Berry Wine', 5],
    ]);

    await call('/api/cart/update', { productId: crayon._id, variantId: berry._id, quantity: 7 });
    expect(await lines()).toEqual([
      ['Chestnut', 3],
      ['Berry Wine', 7],
    ]);
    await call('/api/cart/remove', { productId: crayon._id, variantId: chestnut._id });
    expect(await lines()).toEqual([['Berry Wine', 7]]);
  });

  it('when a shade is sold out, then adding it is a 409 naming the shade while another still adds', async () => {
    const crayon = await announce([
      { shade: 'Chestnut', stock: 0 },
      { shade: 'Berry Wine', stock: 1 },
    ]);
    const refused = await call<ErrorBody>('/api/cart/add', {
      productId: crayon._id,
      variantId: shade(crayon, 'Chestnut')._id,
    });
    expect({ status: refused.status, message: refused.body.message }).toEqual({
      status: 409,
      message: 'Sorry, Matte Lip Crayon — Shade: Chestnut is sold out.',
    });
    const added = await call('/api/cart/add', {
      productId: crayon._id,
      variantId: shade(crayon, 'Berry Wine')._id,
    });
    expect(added.status).toBe(200);
  });

  it('when the catalog stops selling a shade, then its line leaves the cart and the other shade’s stays', async () => {
    const crayon = await announce([
      { shade: 'Chestnut', stock: 5 },
      { shade: 'Berry Wine', stock: 5 },
    ]);
    for (const name of ['Chestnut', 'Berry Wine'])
      await call('/api/cart/add', { productId: crayon._id, variantId: shade(crayon, name)._id });

    const withoutChestnut = {
      ...crayon,
      variants: [shade(crayon, 'Berry Wine')],
      updatedAt: new Date().toISOString(),
    };
    await cart.publish('catalog.product.upserted', productEvent(withoutChestnut));

    expect((await cartOf()).map((line) => line.variant!.options.Shade)).toEqual(['Berry Wine']);
  });

  it('when an order of one shade is paid, then only that shade’s line leaves the cart', async () => {
    const crayon = await announce([
      { shade: 'Chestnut', stock: 5 },
      { shade: 'Berry Wine', stock: 5 },
    ]);
    const [chestnut, berry] = [shade(crayon, 'Chestnut'), shade(crayon, 'Berry Wine')];
    await call('/api/cart/add', { productId: crayon._id, variantId: chestnut._id, quantity: 2 });
    await call('/api/cart/add', { productId: crayon._id, variantId: berry._id, quantity: 2 });
    const orderId = randomUUID();
    const items: TopicData<'order.paid'>['items'] = [
      {
        productId: crayon._id,
        quantity: 2,
        variant: { _id: chestnut._id, sku: chestnut.sku, options: chestnut.options },
      },
    ];

    await cart.publish(
      'order.paid',
      createEnvelope('order', {
        type: 'order.paid',
        key: orderId,
        data: { orderId, userId: shopper._id, amount: 9000, currency: 'NGN', tx_ref: orderId, items },
      }),
    );

    expect((await cartOf()).map((line) => [line.variant!.options.Shade, line.quantity])).toEqual([
      ['Berry Wine', 2],
    ]);
  });
});
