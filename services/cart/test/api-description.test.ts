import { itDescribesEveryRoute, itSurvivesFuzzing } from '@glow/testing';
import { startCart, type CartUnderTest } from './support/cart-service';

let cart: CartUnderTest;
beforeAll(async () => {
  cart = await startCart();
});
afterAll(() => cart.stop());

itDescribesEveryRoute({ running: () => cart.running, opaqueMounts: [] });
itSurvivesFuzzing({ running: () => cart.running });
