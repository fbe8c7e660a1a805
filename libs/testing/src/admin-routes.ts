import { randomUUID } from 'node:crypto';
import type { expect as JestExpect, it as JestIt } from '@jest/globals';
import { listRoutes } from './routes';
import type { ServiceUnderTest } from './service';

// Jest's globals, read only when a test calls itGuardsAdminRoutes: the testing entry also loads without Jest (infra/load).
declare const it: typeof JestIt;
declare const expect: typeof JestExpect;

export interface AdminRoutesTable {
  /** The service the test started in its `beforeAll`. */
  running: () => ServiceUnderTest;
  /** `METHOD /path` of every route only an admin may call; none for a service without admin routes. */
  adminRoutes: string[];
  /** The paths `listRoutes` cannot see into (static files, a mounted app), named by the test. */
  opaqueMounts: string[];
  /** A token the service accepts, of a user who is not an admin; by default one signed with its keys. */
  shopperToken?: () => string;
}

async function call(running: ServiceUnderTest, route: string, token?: string) {
  const [method, path] = route.split(' ') as [string, string];
  const answer = await fetch(`${running.url}${path.replaceAll(/:\w+/g, randomUUID())}`, {
    method,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: answer.status, body: (await answer.json()) as unknown };
}

/**
 * Registers a service's admin-authorization cases: the routes behind its `requireAdmin` are exactly
 * the table (and no unguarded path says admin), and each one answers 401 without a token and 403 to a shopper.
 */
export function itGuardsAdminRoutes({ running, adminRoutes, opaqueMounts, shopperToken }: AdminRoutesTable) {
  const signedShopper = () => running().keys.sign({ _id: randomUUID(), isAdmin: false, tv: 0 });

  it('when the app is built, then the routes behind requireAdmin are exactly the listed ones', () => {
    const listed = listRoutes(running());
    const guarded = listed.routes
      .filter((route) => route.adminOnly)
      .map((route) => `${route.method} ${route.path}`);
    expect(guarded.sort()).toEqual([...adminRoutes].sort());
    expect(listed.routes.filter((route) => /admin/i.test(route.path) && !route.adminOnly)).toEqual([]);
    expect(listed.opaqueMounts).toEqual(opaqueMounts);
  });

  if (adminRoutes.length === 0) return;

  it.each(adminRoutes)('when %s is called without a token, then it answers 401', async (route) => {
    expect(await call(running(), route)).toEqual({
      status: 401,
      body: { message: 'Not authorized, no token' },
    });
  });

  it.each(adminRoutes)('when a shopper calls %s, then it answers 403', async (route) => {
    expect(await call(running(), route, (shopperToken ?? signedShopper)())).toEqual({
      status: 403,
      body: { message: 'Not authorized as an admin' },
    });
  });
}
