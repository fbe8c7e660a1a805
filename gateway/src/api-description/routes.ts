import type { ApiDocument } from '@glow/service-kit';
import { Router, type RequestHandler } from 'express';
import { docsPage } from './docs-page';

/**
 * `GET /api/openapi.json` (the merged description) and `GET /api/docs` (its reference page, under
 * the shop's page policy). Neither prefix is a service's, so nothing here is ever proxied.
 */
export function apiDescriptionRoutes(
  description: () => Promise<ApiDocument>,
  pagePolicy: RequestHandler,
): Router {
  const router = Router();
  router.get('/openapi.json', async (_req, res) => {
    res.set('Cache-Control', 'no-cache').json(await description());
  });
  router.use('/docs', pagePolicy, docsPage());
  return router;
}
