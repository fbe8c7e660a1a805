import { itGuardsAdminRoutes, startServiceForTest, type ServiceUnderTest } from '@glow/testing';
import { messagingService } from '../src';

describe('admin routes of the messaging service', () => {
  let running: ServiceUnderTest;
  beforeAll(async () => {
    running = await startServiceForTest(messagingService);
  });
  afterAll(() => running.stop());

  itGuardsAdminRoutes({
    running: () => running,
    adminRoutes: [
      'GET /api/inbox/admin/users',
      'POST /api/inbox/admin/send',
      'GET /api/messages/:userId',
      'POST /api/newsletter/issues',
      'GET /api/newsletter/issues',
      'GET /api/newsletter/issues/:id',
      'GET /api/newsletter/subscribers',
      'GET /api/newsletter/subscribers.csv',
    ],
    opaqueMounts: [],
  });
});
