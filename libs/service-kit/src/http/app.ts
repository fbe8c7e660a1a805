import compression from 'compression';
import express, { type Express, type Request } from 'express';
import helmet from 'helmet';
import { notFound } from '../errors';
import type { Logger } from '../logger';
import type { ServiceMetrics } from '../metrics';
import { errorHandler } from './error-handler';
import { observeRequests } from './observe-requests';
import { privateAnswers } from './private-answers';
import { requestId } from './request-id';

declare module 'express-serve-static-core' {
  interface Request {
    /** The JSON body's bytes as received, for checks that need them unchanged (webhook signatures). */
    rawBody?: Buffer;
  }
}

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

/** Services are reached through the gateway only: one proxy hop. */
const trustedHops = 1;

/** Below this an answer fits in a packet or two and compressing it costs more than it saves. */
const compressFrom = 1024;

function routeLabel(req: Request): string {
  const route = (req as Request & { route?: { path?: string } }).route?.path;
  return route ? `${req.baseUrl}${route}` : 'unmatched';
}

/** The standard Express app of a Glow service: same layers, same probes, same error answers. */
export function createApp(options: AppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  // The gateway is the one hop in front of a service and writes the client's address it computed
  // as the only X-Forwarded-For entry; trusting more would let a client pick its own rate-limit bucket.
  app.set('trust proxy', trustedHops);
  app.use(helmet());
  app.use(privateAnswers);
  app.use(requestId);
  app.use(observeRequests(options.logger, options.metrics, { routeOf: routeLabel }));
  // Answers from 1 KB (a product page, a catalogue list) go out as brotli or gzip when the browser
  // accepts it; the gateway streams them through as they are, so it pays nothing for it.
  app.use(compression({ threshold: compressFrom }));
  app.use(
    express.json({
      limit: options.bodyLimit ?? '100kb',
      verify: (req, _res, bytes) => {
        (req as Request).rawBody = bytes;
      },
    }),
  );

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
