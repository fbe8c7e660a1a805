import { errorHandler, notFound, requestId, requestIdOf, type Auth, type Logger, type ServiceMetrics } from '@glow/service-kit';
import express, { type Express, type RequestHandler } from 'express';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import type { GatewayConfig } from './config';
import type { TrustProxy } from './forwarding';
import { healthRoute } from './health';
import { proxyRoutes, type Upstreams } from './proxy-routes';
import type { RateLimits } from './rate-limits';
import { serviceUrls } from './routes';
import { staticSite } from './static-site';

export interface GatewayParts {
  config: GatewayConfig;
  logger: Logger;
  metrics: ServiceMetrics;
  auth: Auth;
  limits: RateLimits;
  upstreams: Upstreams;
}

const unlogged = new Set(['/healthz', '/metrics']);

function observeLatency(metrics: ServiceMetrics): RequestHandler {
  return (req, res, next) => {
    const stop = metrics.httpDuration.startTimer();
    res.on('finish', () => {
      stop({ method: req.method, route: (res.locals.route as string | undefined) ?? 'other', status: String(res.statusCode) });
    });
    next();
  };
}

/**
 * The gateway never parses bodies: they stream through to the service. Successful requests
 * log at debug, so at the default level the hot path writes no log line.
 */
export function createGatewayApp(parts: GatewayParts): Express {
  const { config, logger, metrics } = parts;
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.set('trust proxy', config.TRUST_PROXY);

  app.use(requestId);
  app.use(
    pinoHttp({
      logger,
      genReqId: requestIdOf,
      customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'info' : 'debug'),
      autoLogging: { ignore: (req) => unlogged.has(req.url ?? '') },
    }),
  );
  app.use(observeLatency(metrics));

  const apiLimit = parts.limits.create({ name: 'api', limit: config.RATE_LIMIT_PER_MINUTE, windowMs: 60_000 });
  app.use('/api', apiLimit);
  app.get('/api/health', (_req, res, next) => {
    res.locals.route = '/api/health';
    next();
  }, healthRoute(serviceUrls(config), config.HEALTH_TIMEOUT_MS));
  app.use('/api', parts.auth.optionalUser);
  app.use(proxyRoutes(parts.upstreams, app.get('trust proxy fn') as TrustProxy));
  app.use('/api', (req, _res, next) => next(notFound(`Not found: ${req.method} ${req.originalUrl.split('?')[0]}`)));

  app.use(helmet({ contentSecurityPolicy: false }));
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/metrics', async (_req, res) => {
    res.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
  if (config.STATIC_DIR) app.use(staticSite(config.STATIC_DIR));

  app.use((req, _res, next) => next(notFound(`Not found: ${req.method} ${req.path}`)));
  app.use(errorHandler(logger));
  return app;
}
