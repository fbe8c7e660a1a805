import compression from 'compression';
import express, { type Express, type Request } from 'express';
import helmet from 'helmet';
import { notFound } from '../errors';
import type { Logger } from '../logger';
import type { ServiceMetrics } from '../metrics';
import { errorHandler } from './error-handler';
import { observeRequests, type ObserveOptions } from './observe-requests';
import { apiDocumentPath, type ApiDocument } from './openapi';
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
  /** The service's OpenAPI document, served at `apiDocumentPath`. */
  apiDocument?: ApiDocument;
  /** Adds the service's own routes (and anything else) between the standard layers. */
  routes: (app: Express) => void;
  /** The access log's level of a request by its route label and status (default `requestLogLevel`). */
  requestLogLevel?: ObserveOptions['levelOf'];
}

/** Services are reached through the gateway only: one proxy hop. */
const trustedHops = 1;

/** Below this an answer fits in a packet or two and compressing it costs more than it saves. */
const compressFrom = 1024;

function routeLabel(req: Request): string {
  const route = (req as Request & { route?: { path?: string } }).route?.path;
  return route ? `${req.baseUrl}${route}` : 'unmatched';
}

/** Helmet's options that leave out the headers only a document reads (the gateway adds them to its pages). */
export const withoutPageOnlyHeaders = {
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
} as const;

/**
 * The security headers of what a service answers: JSON and uploaded files, never the shop's pages
 * (a page a service does serve, such as the test-mode payment window, sets its own policy). A short
 * policy that lets nothing load or frame an answer opened on its own (OWASP's advice for APIs),
 * nosniff, CORP, HSTS, Referrer-Policy and X-Frame-Options stay; helmet's page-only headers
 * (COOP, Origin-Agent-Cluster, DNS prefetch, the IE and Flash switches) and its page-sized default
 * policy would add ~450 bytes to each of the ~40 answers of a phone's first visit (docs/journal/first-visit.md).
 */
const answerHeaders = helmet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  },
  ...withoutPageOnlyHeaders,
});

/** The standard Express app of a Glow service: same layers, same probes, same error answers. */
export function createApp(options: AppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  // The gateway is the one hop in front of a service and writes the client's address it computed
  // as the only X-Forwarded-For entry; trusting more would let a client pick its own rate-limit bucket.
  app.set('trust proxy', trustedHops);
  app.use(answerHeaders);
  app.use(privateAnswers);
  app.use(requestId);
  app.use(
    observeRequests(options.logger, options.metrics, {
      routeOf: routeLabel,
      ...(options.requestLogLevel ? { levelOf: options.requestLogLevel } : {}),
    }),
  );
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

  if (options.apiDocument) {
    const document = options.apiDocument;
    app.get(apiDocumentPath, (_req, res) => {
      res.json(document);
    });
  }

  options.routes(app);

  app.use((req, _res, next) => next(notFound(`Not found: ${req.method} ${req.path}`)));
  app.use(errorHandler(options.logger));
  return app;
}
