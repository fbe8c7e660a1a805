import { errorHandler, notFound, type Logger, type ServiceMetrics } from '@glow/service-kit';
import express, { type Express } from 'express';
import type { GatewayConfig } from './config';
import { healthRoute } from './health';
import { serviceUrls } from './routes';

/**
 * The operator port (`OPS_PORT`): what tells an outsider how the store is built and how it is
 * doing — every service's readiness with its error details, and the Prometheus metrics. Each
 * readiness call fans out to seven probes, so it must not be something the internet can call.
 */
export function createOpsApp(config: GatewayConfig, logger: Logger, metrics: ServiceMetrics): Express {
  const app = express();
  app.disable('x-powered-by');
  app.get('/health', healthRoute(serviceUrls(config), config.HEALTH_TIMEOUT_MS));
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/metrics', async (_req, res) => {
    res.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
  app.use((req, _res, next) => next(notFound(`Not found: ${req.method} ${req.path}`)));
  app.use(errorHandler(logger));
  return app;
}
