import { itGuardsAdminRoutes, type ServiceUnderTest } from '@glow/testing';
import { client, register } from './http-client';
import { startUserService } from './user-service';

describe('admin routes of the user service', () => {
  let running: ServiceUnderTest;
  // The user service checks every token against its own users: the shopper must really exist.
  let shopperToken: string;
  beforeAll(async () => {
    running = await startUserService();
    shopperToken = (await register(client(running.url))).token;
  });
  afterAll(() => running.stop());

  itGuardsAdminRoutes({
    running: () => running,
    adminRoutes: ['GET /api/users', 'GET /api/users/:id', 'PUT /api/users/:id', 'DELETE /api/users/:id'],
    opaqueMounts: [],
    shopperToken: () => shopperToken,
  });
});
