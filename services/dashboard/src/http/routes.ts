import { dashboardFeedVersionParam } from '@glow/contracts';
import type { ServiceContext } from '@glow/service-kit';
import type { Express } from 'express';
import type { Dashboard } from '../domain/dashboard';

export function routes(app: Express, ctx: ServiceContext, dashboard: Dashboard): void {
  app.get('/api/dashboard', ctx.auth.requireAdmin, async (req, res) => {
    res.json(await dashboard.answer(req.query.feed === dashboardFeedVersionParam.feed ? 2 : 1));
  });
}
