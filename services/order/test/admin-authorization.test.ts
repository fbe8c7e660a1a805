import { randomUUID } from 'node:crypto';
import { listRoutes, startServiceForTest, type ServiceUnderTest } from '@glow/service-kit/testing';
import { orderService } from '../src';

/** Every order route only an admin may call: the app's guarded routes must be exactly these. */
const adminRoutes = ['GET /api/orders/all', 'PUT /api/orders/:id/status', 'PUT /api/shipping-price'];

describe('admin routes of the order service', () => {
  let running: ServiceUnderTest;
  beforeAll(async () => {
    running = await startServiceForTest(orderService);
  });
  afterAll(() => running.stop());

  const call = async (route: string, token?: string) => {
    const [method, path] = route.split(' ') as [string, string];
    const answer = await fetch(`${running.url}${path.replaceAll(/:\w+/g, randomUUID())}`, {
      method,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return { status: answer.status, body: (await answer.json()) as unknown };
  };

  it('when the app is built, then the routes behind requireAdmin are exactly the listed ones', () => {
    const { routes, opaqueMounts } = listRoutes(running);
    const guarded = routes.filter((route) => route.adminOnly).map((route) => `${route.method} ${route.path}`);
    expect(guarded.sort()).toEqual([...adminRoutes].sort());
    expect(routes.filter((route) => /admin/i.test(route.path) && !route.adminOnly)).toEqual([]);
    expect(opaqueMounts).toEqual([]);
  });

  it.each(adminRoutes)('when %s is called without a token, then it answers 401', async (route) => {
    expect(await call(route)).toEqual({ status: 401, body: { message: 'Not authorized, no token' } });
  });

  it.each(adminRoutes)('when a shopper calls %s, then it answers 403', async (route) => {
    const shopper = running.keys.sign({ _id: randomUUID(), isAdmin: false, tv: 0 });
    expect(await call(route, shopper)).toEqual({
      status: 403,
      body: { message: 'Not authorized as an admin' },
    });
  });
});
