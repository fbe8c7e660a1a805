import { dashboardFeedVersionParam } from '@glow/contracts';
import type { RouteDescription, ServiceContext } from '@glow/service-kit';
import type { Express } from 'express';
import { z } from 'zod';
import type { Dashboard } from '../domain/dashboard';

export const api: RouteDescription[] = [
  {
    method: 'get',
    path: '/api/dashboard',
    access: 'admin',
    query: z.object({ feed: z.literal(dashboardFeedVersionParam.feed).optional() }),
    summary: "The admin dashboard's figures and feed (`feed=2`: the feed's second version)",
  },
];

export function routes(app: Express, ctx: ServiceContext, dashboard: Dashboard): void {
  app.get('/api/dashboard', ctx.auth.requireAdmin, async (req, res) => {
    res.json(await dashboard.answer(req.query.feed === dashboardFeedVersionParam.feed ? 2 : 1));
  });
}
