import { startCart, type CartUnderTest } from './support/cart-service';

// Answers the API fuzzer found wrong (docs/RELIABILITY.md, "Fuzzing from the API description").
let cart: CartUnderTest;
beforeAll(async () => {
  cart = await startCart();
});
afterAll(() => cart.stop());

it.each([1e300, 2 ** 31, 100_001])(
  'when order asks to subtract a line of %d units, then it answers 400 with a message, not 500',
  async (quantity) => {
    const answer = await cart.call('POST', `/internal/cart/${cart.shopper()._id}/subtract-paid`, undefined, {
      orderId: 'order-1',
      items: [{ productId: 'product-1', quantity }],
    });
    expect(answer).toEqual({
      status: 400,
      body: { message: 'items: each needs a whole quantity from 1 to 100000' },
    });
  },
);
