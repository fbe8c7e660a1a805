import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import { notFound } from '../errors';
import type { Logger } from '../logger';
import type { ServiceMetrics } from '../metrics';
import { errorHandler } from './error-handler';
import { requestId, requestIdOf } from './request-id';

export interface Readiness {
  ready: boolean;
  checks: Record<string, boolean>;
}

export interface AppOptions {
  logger: Logger;
  metrics: ServiceMetrics;
  readiness: () => Promise<Readiness>;
  bodyLimit?: string;
  /** Adds the service's own routes (and anything else) between the standard layers. */
  routes: (app: Express) => void;
}

function routeLabel(req: Request): string {
  const route = (req as Request & { route?: { path?: string } }).route?.path;
  return route ? `${req.baseUrl}${route}` : 'unmatched';
}

function observeLatency(metrics: ServiceMetrics) {
  return (req: Request, res: Response, next: NextFunction) => {
    const stop = metrics.httpDuration.startTimer();
    res.on('finish', () =>
      stop({ method: req.method, route: routeLabel(req), status: String(res.statusCode) }),
    );
    next();
  };
}

/** The standard Express app of a Glow service: same layers, same probes, same error answers. */
export function createApp(options: AppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', true);
  app.use(helmet());
  app.use(requestId);
  app.use(
    pinoHttp({
      logger: options.logger,
      genReqId: requestIdOf,
      customLogLevel: (_req, res, error) =>
        error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'info' : 'debug',
      autoLogging: { ignore: (req) => ['/healthz', '/readyz', '/metrics'].includes(req.url ?? '') },
    }),
  );
  app.use(observeLatency(options.metrics));
  app.use(express.json({ limit: options.bodyLimit ?? '100kb' }));

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    const readiness = await options.readiness();
    res.status(readiness.ready ? 200 : 503).json(readiness);
  });
  app.get('/metrics', async (_req, res) => {
    res.type(options.metrics.registry.contentType).send(await options.metrics.registry.metrics());
  });

  options.routes(app);

  app.use((req, _res, next) => next(notFound(`Not found: ${req.method} ${req.path}`)));
  app.use(errorHandler(options.logger));
  return app;
}
