import type { ApiDocument } from '@glow/service-kit';
import { Router, type RequestHandler } from 'express';
import { docsPage } from './docs-page';
import { docsPath, openApiPath } from './gateway-api';

/**
 * `GET /api/openapi.json` (the merged description) and `GET /api/docs` (its reference page, under
 * the shop's page policy). Neither prefix is a service's, so nothing here is ever proxied.
 */
export function apiDescriptionRoutes(
  description: () => Promise<ApiDocument>,
  pagePolicy: RequestHandler,
): Router {
  const router = Router();
  router.get(openApiPath, async (_req, res) => {
    res.set('Cache-Control', 'no-cache').json(await description());
  });
  router.use(docsPath, pagePolicy, docsPage());
  return router;
}
