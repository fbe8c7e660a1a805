import { itGuardsAdminRoutes, startServiceForTest, type ServiceUnderTest } from '@glow/testing';
import { cartService } from '../src';

/**
 * The cart has no admin routes. One added later fails here until it is listed in the table, which
 * then also checks that it answers 401 without a token and 403 to a shopper.
 */
describe('admin routes of the cart service', () => {
  let running: ServiceUnderTest;
  beforeAll(async () => {
    running = await startServiceForTest(cartService);
  });
  afterAll(() => running.stop());

  itGuardsAdminRoutes({ running: () => running, adminRoutes: [], opaqueMounts: [] });
});
