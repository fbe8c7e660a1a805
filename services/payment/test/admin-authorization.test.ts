import { itGuardsAdminRoutes, startServiceForTest, type ServiceUnderTest } from '@glow/service-kit/testing';
import { paymentService } from '../src';

/**
 * Payment has no admin routes. One added later fails here until it is listed in the table, which
 * then also checks that it answers 401 without a token and 403 to a shopper.
 */
describe('admin routes of the payment service', () => {
  let running: ServiceUnderTest;
  beforeAll(async () => {
    running = await startServiceForTest(paymentService);
  });
  afterAll(() => running.stop());

  itGuardsAdminRoutes({
    running: () => running,
    adminRoutes: [],
    // The provider sandbox of test mode, an Express app of its own (test/sandbox.test.ts).
    opaqueMounts: ['/sandbox'],
  });
});
