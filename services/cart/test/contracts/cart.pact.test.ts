import { createEnvelope } from '@glow/contracts';
import { verifyCommittedPacts } from '@glow/testing/pact';
import { startCart, type CartUnderTest } from '../support/cart-service';

/** The placeholder token order's pact carries; the shopper of the current state stands in for it. */
const placeholderToken = 'Bearer shopper-token';

let cart: CartUnderTest;
let shopperToken = '';

beforeAll(async () => {
  cart = await startCart();
});
afterAll(() => cart.stop());

/** The state's shopper, signed in for the requests that follow, with two of the product in the cart. */
async function shopperWithProductInCart({ userId, productId }: { userId: string; productId: string }) {
  await cart.upsertProduct({ _id: productId, stock: 10, stockTracked: true });
  const shopper = { _id: userId, token: cart.running.keys.sign({ _id: userId, isAdmin: false, tv: 0 }) };
  const added = await cart.call('POST', '/api/cart/add', shopper, { productId, quantity: 2 });
  if (added.status !== 200) throw new Error(`adding the product answered ${added.status}`);
  shopperToken = `Bearer ${shopper.token}`;
}

/** Every consumer's committed expectations, replayed against the real service. */
it('when the consumers’ pacts are replayed against cart, then every interaction is answered as they expect', async () => {
  await verifyCommittedPacts('cart', cart.running.url, {
    stateHandlers: {
      'a shopper whose cart holds a product': (params) =>
        shopperWithProductInCart(params as { userId: string; productId: string }),
      'a shopper whose paid order cart has taken out': async (params) => {
        const { userId, productId, orderId } = params as {
          userId: string;
          productId: string;
          orderId: string;
        };
        await shopperWithProductInCart({ userId, productId });
        await cart.publish(
          'order.paid',
          createEnvelope('order', {
            type: 'order.paid',
            key: orderId,
            data: {
              orderId,
              userId,
              amount: 1000,
              currency: 'NGN',
              tx_ref: `tx-${orderId}`,
              items: [{ productId, quantity: 1 }],
            },
          }),
        );
      },
    },
    requestFilter: (req, _res, next) => {
      if (req.headers.authorization === placeholderToken) req.headers.authorization = shopperToken;
      next();
    },
  });
});
