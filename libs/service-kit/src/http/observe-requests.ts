import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import { withCorrelationId } from '../correlation';
import type { Logger } from '../logger';
import type { ServiceMetrics } from '../metrics';

export type LogLevel = 'error' | 'warn' | 'info' | 'debug';

export interface ObserveOptions {
  /** The route label for metrics, read when the response has finished. */
  routeOf(req: Request, res: Response): string;
  /** The access log's level of a request; `url` is its path and query as asked. */
  levelOf?(route: string, status: number, url: string): LogLevel;
  unlogged?: ReadonlySet<string>;
}

/** A request's log level by its answer: failures are errors, refusals info, the rest debug. */
export const requestLogLevel = (_route: string, status: number): LogLevel =>
  status >= 500 ? 'error' : status >= 400 ? 'info' : 'debug';

const probes = new Set(['/healthz', '/readyz', '/metrics']);

/** Starts watching one request; `url` is its path and query as asked, `routeOf` read once it has finished. */
export type RecordRequest = (
  req: IncomingMessage,
  res: ServerResponse,
  url: string,
  routeOf: () => string,
) => void;

/**
 * Latency histogram and access log (with the request id) from one `finish` listener, for any
 * Node request (the gateway's proxied routes are served outside Express). pino-http is not used:
 * it builds a child logger and serializes the request for every request, even when the line is
 * below the level and never written — measurable on the hot path.
 */
export function requestRecorder(
  logger: Logger,
  metrics: ServiceMetrics,
  options: Omit<ObserveOptions, 'routeOf'> = {},
): RecordRequest {
  const histogram = metrics.httpDuration;
  const levelOf = options.levelOf ?? requestLogLevel;
  const unlogged = options.unlogged ?? probes;
  // A child per label set, found by route, method and status without building a key per request.
  type Series = ReturnType<typeof histogram.labels>;
  const series = new Map<string, Map<string, Map<number, Series>>>();
  const seriesOf = (method: string, route: string, status: number): Series => {
    let byMethod = series.get(route);
    if (!byMethod) series.set(route, (byMethod = new Map()));
    let byStatus = byMethod.get(method);
    if (!byStatus) byMethod.set(method, (byStatus = new Map()));
    let child = byStatus.get(status);
    if (!child) byStatus.set(status, (child = histogram.labels({ method, route, status: String(status) })));
    return child;
  };
  return (req, res, url, routeOf) => {
    const started = performance.now();
    res.on('finish', () => {
      const seconds = (performance.now() - started) / 1000;
      const status = res.statusCode;
      const route = routeOf();
      seriesOf(req.method!, route, status).observe(seconds);
      const level = levelOf(route, status, url);
      if (!logger.isLevelEnabled(level) || unlogged.has(url)) return;
      logger[level](
        {
          reqId: req.headers['x-request-id'],
          method: req.method,
          url,
          status,
          ms: Math.round(seconds * 1000),
        },
        'request',
      );
    });
  };
}

/** The recorder as Express middleware, and the request id as the correlation id of everything the request does (see correlation.ts). */
export function observeRequests(
  logger: Logger,
  metrics: ServiceMetrics,
  options: ObserveOptions,
): RequestHandler {
  const record = requestRecorder(logger, metrics, options);
  return (req, res, next) => {
    record(req, res, req.originalUrl, () => options.routeOf(req, res));
    // Everything the request does from here on (events it writes, lines it logs) carries its id.
    withCorrelationId(String(req.headers['x-request-id']), next);
  };
}
