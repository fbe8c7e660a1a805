import { itDescribesEveryRoute, itSurvivesFuzzing } from '@glow/testing';
import { startOrder, type OrderUnderTest, type ProductSnapshot } from './support/order-service';

let order: OrderUnderTest;
let product: ProductSnapshot;
beforeAll(async () => {
  order = await startOrder();
  product = await order.upsertProduct({ stock: 1_000, stockTracked: true });
});
afterAll(() => order.stop());

// A shopper order knows, with a line in the cart double, so a valid checkout gets past the cart.
async function callers() {
  const shopper = await order.shopper();
  order.fillCart(shopper, [[product, 1]]);
  return { anonymous: undefined, shopper: shopper.token, admin: order.admin().token };
}

itDescribesEveryRoute({ running: () => order.running, opaqueMounts: [] });
itSurvivesFuzzing({ running: () => order.running, callers });
