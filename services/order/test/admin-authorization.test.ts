import { itGuardsAdminRoutes, startServiceForTest, type ServiceUnderTest } from '@glow/testing';
import { orderService } from '../src';

describe('admin routes of the order service', () => {
  let running: ServiceUnderTest;
  beforeAll(async () => {
    running = await startServiceForTest(orderService);
  });
  afterAll(() => running.stop());

  itGuardsAdminRoutes({
    running: () => running,
    adminRoutes: [
      'GET /api/orders/all',
      'POST /api/orders/:id/refund',
      'POST /api/orders/:id/returns',
      'POST /api/orders/:id/returns/:number/receive',
      'POST /api/orders/:id/returns/:number/withdraw',
      'PUT /api/orders/:id/status',
      'PUT /api/shipping-price',
    ],
    opaqueMounts: [],
  });
});
