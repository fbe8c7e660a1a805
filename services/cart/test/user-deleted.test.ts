import { createEnvelope, type Cart, type Favourites } from '@glow/contracts';
import { startCart, type CartUnderTest } from './support/cart-service';

describe('user.deleted: a deleted account leaves no cart or favourites behind', () => {
  let cart: CartUnderTest;

  beforeAll(async () => {
    cart = await startCart();
  });
  afterAll(() => cart.stop());

  const rowsOf = async (table: 'cart_lines' | 'favourites', userId: string) =>
    Number(
      (
        await cart.pool.query<{ n: string }>(`SELECT count(*) AS n FROM cart.${table} WHERE user_id = $1`, [
          userId,
        ])
      ).rows[0]!.n,
    );

  it('when a user is deleted, then their cart and favourites go, once, and other users keep theirs', async () => {
    const [leaving, staying] = [cart.shopper(), cart.shopper()];
    const product = await cart.upsertProduct();
    for (const who of [leaving, staying]) {
      expect((await cart.call<Cart>('POST', '/api/cart/add', who, { productId: product._id })).status).toBe(
        200,
      );
      expect(
        (await cart.call<Favourites>('POST', '/api/favourites/add', who, { productId: product._id })).status,
      ).toBe(200);
    }
    const deleted = createEnvelope('user', {
      type: 'user.deleted',
      key: leaving._id,
      data: { _id: leaving._id },
    });

    await cart.publish('user.deleted', deleted);
    await cart.publish('user.deleted', deleted);

    expect(await rowsOf('cart_lines', leaving._id)).toBe(0);
    expect(await rowsOf('favourites', leaving._id)).toBe(0);
    expect((await cart.call<Cart>('GET', '/api/cart', staying)).body).toHaveLength(1);
    expect((await cart.call<Favourites>('GET', '/api/favourites', staying)).body).toHaveLength(1);
  });
});
