import { itGuardsAdminRoutes, startServiceForTest, type ServiceUnderTest } from '@glow/testing';
import { paymentService } from '../src';

/**
 * Payment's one admin route is the refund call order makes with the admin's token. One added later
 * fails here until it is listed in the table, which also checks 401 without a token and 403 to a shopper.
 */
describe('admin routes of the payment service', () => {
  let running: ServiceUnderTest;
  beforeAll(async () => {
    running = await startServiceForTest(paymentService);
  });
  afterAll(() => running.stop());

  itGuardsAdminRoutes({
    running: () => running,
    adminRoutes: ['POST /internal/payments/refunds'],
    opaqueMounts: [],
  });
});
