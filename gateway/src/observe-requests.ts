import { requestRecorder, type Logger, type RecordRequest, type ServiceMetrics } from '@glow/service-kit';
import type { RequestHandler } from 'express';
import { healthPath } from './health';

const unlogged = new Set(['/healthz', '/metrics']);

/** A degraded /api/health is the gateway reporting others' trouble, not a fault of its own. */
function levelOf(route: string, status: number): 'error' | 'warn' | 'info' | 'debug' {
  if (route === healthPath) return status === 200 ? 'debug' : 'warn';
  return status >= 500 ? 'error' : status >= 400 ? 'info' : 'debug';
}

/** The kit's histogram and access log, for the requests served outside Express (proxied-requests.ts). */
export function recordRequests(logger: Logger, metrics: ServiceMetrics): RecordRequest {
  return requestRecorder(logger, metrics, { levelOf, unlogged });
}

/**
 * The same for the Express app, labelled by the gateway's route table entry. Unlike the kit's
 * `observeRequests`, no correlation id: the gateway writes no events, its request-scoped lines
 * carry `reqId`, and on Node 20 the AsyncLocalStorage behind it hooks every socket and promise
 * of the process, ~25 µs per proxied request (docs/PERFORMANCE.md, "Gateway overhead").
 */
export function observeRequests(logger: Logger, metrics: ServiceMetrics): RequestHandler {
  const record = recordRequests(logger, metrics);
  return (req, res, next) => {
    record(req, res, req.originalUrl, () => (res.locals.route as string | undefined) ?? 'other');
    next();
  };
}
