import { AppError, errorHandler, notFound, type Logger, type ServiceMetrics } from '@glow/service-kit';
import express, { type Express } from 'express';
import type { GatewayConfig } from './config';
import { healthRoute } from './health';
import { serviceUrls, type ServiceName } from './routes';

/**
 * The operator port (`OPS_PORT`): what tells an outsider how the store is built and how it is
 * doing — every service's readiness with its error details, and the Prometheus metrics. Each
 * readiness call fans out to seven probes, so it must not be something the internet can call.
 * `/metrics/<service>` hands on a service's own metrics, so one port is enough to scrape the
 * whole store (the embedded runner opens the services on ports nobody chose).
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
  const services: Partial<Record<string, string>> = serviceUrls(config);
  app.get('/metrics/:service', async (req, res) => {
    const name = req.params.service as ServiceName;
    const url = Object.hasOwn(services, name) ? services[name] : undefined;
    if (!url) throw notFound(`No service named ${name}`);
    const answer = await fetch(new URL('/metrics', url), {
      signal: AbortSignal.timeout(config.HEALTH_TIMEOUT_MS),
    }).catch(() => undefined);
    if (!answer?.ok) throw new AppError(502, `The ${name} service gave no metrics`);
    res.type(answer.headers.get('content-type') ?? 'text/plain').send(await answer.text());
  });
  app.use((req, _res, next) => next(notFound(`Not found: ${req.method} ${req.path}`)));
  app.use(errorHandler(logger));
  return app;
}
