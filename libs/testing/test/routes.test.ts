import express from 'express';
import { defineService } from '@glow/service-kit';
import { listRoutes, startServiceForTest, type ServiceUnderTest } from '@glow/testing';

const answer: express.RequestHandler = (_req, res) => {
  res.json({});
};

const routesProbe = defineService({
  name: 'routesprobe',
  routes: (app, ctx) => {
    const { requireAdmin, requireUser } = ctx.auth;
    app.get('/api/things', answer);
    app.delete('/api/things/:id', requireAdmin, answer);
    app.route('/api/things/:id').get(requireUser, answer).put(requireAdmin, answer);
    app.post('/api/copied', (req, res, next) => requireAdmin(req, res, next), answer);

    const back = express.Router();
    back.get('/open', answer);
    back.use(requireAdmin);
    back.get('/reports', answer);
    app.use('/api/back', back);

    app.use('/files', express.static('/nowhere'));
    app.use(express());
  },
});

describe('listRoutes', () => {
  let running: ServiceUnderTest;
  beforeAll(async () => {
    running = await startServiceForTest(routesProbe);
  });
  afterAll(() => running.stop());

  it('when a service is running, then it lists every route with its mount path and whether requireAdmin guards it', () => {
    const { routes } = listRoutes(running);
    expect(routes.filter((route) => route.path.startsWith('/api'))).toEqual([
      { method: 'GET', path: '/api/things', adminOnly: false },
      { method: 'DELETE', path: '/api/things/:id', adminOnly: true },
      { method: 'GET', path: '/api/things/:id', adminOnly: false },
      { method: 'PUT', path: '/api/things/:id', adminOnly: true },
      // A wrapper is another function: only the guard itself counts.
      { method: 'POST', path: '/api/copied', adminOnly: false },
      { method: 'GET', path: '/api/back/open', adminOnly: false },
      { method: 'GET', path: '/api/back/reports', adminOnly: true },
    ]);
    expect(routes.map((route) => route.path)).toEqual(
      expect.arrayContaining(['/healthz', '/readyz', '/metrics']),
    );
  });

  it('when handlers answer a whole path or an Express app is mounted, then their mount paths are named', () => {
    expect(listRoutes(running).opaqueMounts).toEqual(['/files', '/']);
  });
});
