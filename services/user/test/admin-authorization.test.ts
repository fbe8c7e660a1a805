import { randomUUID } from 'node:crypto';
import { listRoutes, type ServiceUnderTest } from '@glow/service-kit/testing';
import { client, register } from './http-client';
import { startUserService } from './user-service';

/** Every user route only an admin may call: the app's guarded routes must be exactly these. */
const adminRoutes = ['GET /api/users', 'GET /api/users/:id', 'PUT /api/users/:id', 'DELETE /api/users/:id'];

describe('admin routes of the user service', () => {
  let running: ServiceUnderTest;
  // The user service checks every token against its own users: the shopper must really exist.
  let shopperToken: string;
  beforeAll(async () => {
    running = await startUserService();
    shopperToken = (await register(client(running.url))).token;
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
    expect(await call(route, shopperToken)).toEqual({
      status: 403,
      body: { message: 'Not authorized as an admin' },
    });
  });
});
