import {
  errorHandler,
  notFound,
  requestId,
  type RateLimits,
  type Limiter,
  type Auth,
  type Logger,
  type ServiceMetrics,
} from '@glow/service-kit';
import express, { Router, type Express } from 'express';
import { apiDescription } from './api-description/service-documents';
import { apiDescriptionRoutes } from './api-description/routes';
import { browserPolicy } from './browser-policy';
import { cspReports } from './csp-reports';
import type { GatewayConfig } from './config';
import type { TrustProxy } from './forwarding';
import { healthPath } from './health';
import { observeRequests } from './observe-requests';
import { pageStatus } from './page-status';
import { proxyRoutes, type Upstreams } from './proxy-routes';
import { serviceUrls } from './routes';
import { firstScreen } from './first-screen';
import { shellUploadFiles, staticMounts, staticSite } from './static-site';

export interface GatewayParts {
  config: GatewayConfig;
  logger: Logger;
  metrics: ServiceMetrics;
  auth: Auth;
  limits: RateLimits;
  /** RATE_LIMIT_PER_MINUTE on /api, shared with the proxied routes served outside Express. */
  apiLimit: Limiter;
  upstreams: Upstreams;
}

/** What every /api request passes before it is proxied: the rate limit, then the token check. */
function apiGate(parts: GatewayParts): Router {
  const gate = Router();
  gate.use(parts.apiLimit);
  // Liveness only: the services' readiness and its details are on the operator port.
  gate.get('/health', (_req, res) => {
    res.locals.route = healthPath;
    res.json({ status: 'ok' });
  });
  gate.use(parts.auth.optionalUser);
  return gate;
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
  app.use(observeRequests(logger, metrics));

  const pagePolicy = browserPolicy({
    origins: {
      payment: config.CSP_PAYMENT_ORIGINS,
      remotes: config.CSP_REMOTE_ORIGINS,
      images: config.CSP_IMAGE_ORIGINS,
      connect: config.CSP_CONNECT_ORIGINS,
    },
    hstsMaxAge: config.HSTS_MAX_AGE,
  });
  const description = apiDescription({
    urls: serviceUrls(config),
    timeoutMs: config.API_DESCRIPTION_TIMEOUT_MS,
    cacheMs: config.API_DESCRIPTION_CACHE_MS,
    logger,
  });

  app.use('/api', apiGate(parts));
  app.use(apiDescriptionRoutes(description, pagePolicy));
  app.use(cspReports(parts.limits, logger));
  if (config.STATIC_DIR) app.use(shellUploadFiles(config.STATIC_DIR));
  app.use(proxyRoutes(parts.upstreams, app.get('trust proxy fn') as TrustProxy));
  app.use('/api', (req, _res, next) =>
    next(notFound(`Not found: ${req.method} ${req.originalUrl.split('?')[0]}`)),
  );

  app.use(pagePolicy);
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.use(staticMounts(config.STATIC_MOUNTS));
  if (config.STATIC_DIR) {
    const statusOf = pageStatus({
      catalog: parts.upstreams.catalog,
      timeoutMs: config.PRODUCT_CHECK_TIMEOUT_MS,
      logger,
    });
    const drawFirstScreen = firstScreen({
      shellDir: config.STATIC_DIR,
      mounts: config.STATIC_MOUNTS,
      apiOrigin: config.CATALOG_SERVICE_URL,
      timeoutMs: config.FIRST_SCREEN_TIMEOUT_MS,
      cacheMs: config.FIRST_SCREEN_CACHE_MS,
      logger,
    });
    app.use(
      staticSite(
        config.STATIC_DIR,
        statusOf,
        config.FIRST_SCREEN_TIMEOUT_MS > 0 ? drawFirstScreen : undefined,
      ),
    );
  }

  app.use((req, _res, next) => next(notFound(`Not found: ${req.method} ${req.path}`)));
  app.use(errorHandler(logger));
  return app;
}
