import { listRoutes, startServiceForTest, type ServiceUnderTest } from '@glow/service-kit/testing';
import { paymentService } from '../src';

/**
 * Payment has no admin routes. One added later fails here until it gets a table and its 401/403
 * cases, as in the user, catalog, order and messaging services' admin-authorization tests.
 */
describe('admin routes of the payment service', () => {
  let running: ServiceUnderTest;
  beforeAll(async () => {
    running = await startServiceForTest(paymentService);
  });
  afterAll(() => running.stop());

  it('when the app is built, then no route is behind requireAdmin or looks like an admin one', () => {
    const { routes, opaqueMounts } = listRoutes(running);
    expect(routes.filter((route) => route.adminOnly || /admin/i.test(route.path))).toEqual([]);
    // The provider sandbox of test mode, an Express app of its own (test/sandbox.test.ts).
    expect(opaqueMounts).toEqual(['/sandbox']);
  });
});
