import { randomUUID } from 'node:crypto';
import { itGuardsAdminRoutes, listRoutes, startServiceForTest, type ServiceUnderTest } from '@glow/testing';
import { dashboardService } from '../src';

describe('admin routes of the dashboard service', () => {
  let running: ServiceUnderTest;
  beforeAll(async () => {
    running = await startServiceForTest(dashboardService);
  });
  afterAll(() => running.stop());

  itGuardsAdminRoutes({
    running: () => running,
    adminRoutes: ['GET /api/dashboard', 'GET /api/admin/audit'],
    opaqueMounts: [],
  });

  it('when the app is built, then no /api route is open to anyone but admins', () => {
    const open = listRoutes(running).routes.filter(
      (route) => route.path.startsWith('/api') && !route.adminOnly,
    );
    expect(open).toEqual([]);
  });

  it('when an admin calls GET /api/dashboard on an empty read model, then every figure is zero', async () => {
    const admin = running.keys.sign({ _id: randomUUID(), isAdmin: true, tv: 0 });
    const answer = await fetch(`${running.url}/api/dashboard`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    const body = (await answer.json()) as { last30Days: unknown[] };

    expect(answer.status).toBe(200);
    expect(body).toMatchObject({
      today: { paidOrders: 0, revenue: 0 },
      thisWeek: { paidOrders: 0, revenue: 0 },
      topProducts: [],
      feed: [],
    });
    expect(body.last30Days).toHaveLength(30);
  });
});
