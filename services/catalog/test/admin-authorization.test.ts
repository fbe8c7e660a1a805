import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { listRoutes, startServiceForTest, type ServiceUnderTest } from '@glow/service-kit/testing';
import { catalogService } from '../src';

/** Every catalog route only an admin may call: the app's guarded routes must be exactly these. */
const adminRoutes = [
  'POST /api/products',
  'PUT /api/products/:id',
  'DELETE /api/products/:id',
  'POST /api/categories',
  'PUT /api/categories/:id',
  'DELETE /api/categories/:id',
  'PUT /api/hero-section',
  'POST /api/hero-section/delete-image',
  'POST /api/promotion-banners',
  'PUT /api/promotion-banners/order',
  'PUT /api/promotion-banners/:id',
  'DELETE /api/promotion-banners/:id',
];

describe('admin routes of the catalog service', () => {
  let running: ServiceUnderTest;
  let uploadsDir: string;
  beforeAll(async () => {
    uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'glow-catalog-admin-'));
    running = await startServiceForTest(catalogService, { env: { UPLOADS_DIR: uploadsDir } });
  });
  afterAll(async () => {
    await running.stop();
    await rm(uploadsDir, { recursive: true, force: true });
  });

  const call = async (route: string, token?: string) => {
    const [method, routePath] = route.split(' ') as [string, string];
    const answer = await fetch(`${running.url}${routePath.replaceAll(/:\w+/g, randomUUID())}`, {
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
    // Uploaded images, served as static files (GET only, images only: test/uploads.test.ts).
    expect(opaqueMounts).toEqual(['/uploads']);
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
