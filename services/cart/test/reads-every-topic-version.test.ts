import { itReadsEveryRecordedVersion } from '@glow/testing';
import { startCart } from './support/cart-service';

describe('the cart service as a consumer of topic contracts', () => {
  itReadsEveryRecordedVersion(async () => {
    const cart = await startCart();
    return { bus: cart.running.bus, stop: () => cart.stop() };
  });
});
