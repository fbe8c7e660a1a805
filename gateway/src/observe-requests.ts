import type { Logger, ServiceMetrics } from '@glow/service-kit';
import type { Request, RequestHandler, Response } from 'express';
import { healthPath } from './health';

const unlogged = new Set(['/healthz', '/metrics']);

/** A degraded /api/health is the gateway reporting others' trouble, not a fault of its own. */
function levelOf(route: string, status: number): 'error' | 'warn' | 'info' | 'debug' {
  if (route === healthPath) return status === 200 ? 'debug' : 'warn';
  return status >= 500 ? 'error' : status >= 400 ? 'info' : 'debug';
}

/**
 * Latency histogram and access log from one `finish` listener. pino-http is not used here:
 * it builds a child logger and serializes the request (parsing its query) for every
 * request, even when the line is below the level and never written.
 */
export function observeRequests(logger: Logger, metrics: ServiceMetrics): RequestHandler {
  const histogram = metrics.httpDuration;
  // prom-client sorts and joins the label object on every observe; a child per label set does it once.
  const series = new Map<string, ReturnType<typeof histogram.labels>>();
  const seriesOf = (method: string, route: string, status: number) => {
    const key = `${method} ${route} ${status}`;
    let child = series.get(key);
    if (!child) series.set(key, (child = histogram.labels({ method, route, status: String(status) })));
    return child;
  };
  return (req: Request, res: Response, next) => {
    const started = performance.now();
    res.once('finish', () => {
      const seconds = (performance.now() - started) / 1000;
      const status = res.statusCode;
      const route = (res.locals.route as string | undefined) ?? 'other';
      seriesOf(req.method, route, status).observe(seconds);
      const level = levelOf(route, status);
      if (!logger.isLevelEnabled(level) || unlogged.has(req.originalUrl)) return;
      logger[level](
        {
          reqId: req.headers['x-request-id'],
          method: req.method,
          url: req.originalUrl,
          status,
          ms: Math.round(seconds * 1000),
        },
        'request',
      );
    });
    next();
  };
}
