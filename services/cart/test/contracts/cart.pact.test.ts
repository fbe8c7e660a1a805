import { Verifier } from '@pact-foundation/pact';
import { committedPactsWith } from '@glow/service-kit/testing/pact';
import { startCart, type CartUnderTest } from '../support/cart-service';

/** Every consumer's committed expectations of cart, replayed against the real service. */
const pactUrls = committedPactsWith('cart');

/** The placeholder token order's pact carries; the shopper of the current state stands in for it. */
const placeholderToken = 'Bearer shopper-token';

let cart: CartUnderTest;
let shopperToken = '';

beforeAll(async () => {
  cart = await startCart();
});
afterAll(() => cart.stop());

it('when the consumers’ pacts are replayed against cart, then every interaction is answered as they expect', async () => {
  const verifier = new Verifier({
    provider: 'cart',
    providerBaseUrl: cart.running.url,
    pactUrls,
    logLevel: 'error',
    stateHandlers: {
      'a shopper whose cart holds a product': async (params) => {
        const { userId, productId } = params as { userId: string; productId: string };
        await cart.upsertProduct({ _id: productId, stock: 10, stockTracked: true });
        const shopper = {
          _id: userId,
          token: cart.running.keys.sign({ _id: userId, isAdmin: false, tv: 0 }),
        };
        const added = await cart.call('POST', '/api/cart/add', shopper, { productId, quantity: 2 });
        if (added.status !== 200) throw new Error(`adding the product answered ${added.status}`);
        shopperToken = `Bearer ${shopper.token}`;
      },
    },
    requestFilter: (req, _res, next) => {
      if (req.headers.authorization === placeholderToken) req.headers.authorization = shopperToken;
      next();
    },
  });

  await verifier.verifyProvider();
});
