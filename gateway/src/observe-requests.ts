import {
  observeRequests as observe,
  requestRecorder,
  type Logger,
  type RecordRequest,
  type ServiceMetrics,
} from '@glow/service-kit';
import type { RequestHandler } from 'express';
import { healthPath } from './health';

const unlogged = new Set(['/healthz', '/metrics']);

/** A degraded /api/health is the gateway reporting others' trouble, not a fault of its own. */
function levelOf(route: string, status: number): 'error' | 'warn' | 'info' | 'debug' {
  if (route === healthPath) return status === 200 ? 'debug' : 'warn';
  return status >= 500 ? 'error' : status >= 400 ? 'info' : 'debug';
}

/** The kit's request observer, labelled by the gateway's route table entry. */
export function observeRequests(logger: Logger, metrics: ServiceMetrics): RequestHandler {
  return observe(logger, metrics, {
    routeOf: (_req, res) => (res.locals.route as string | undefined) ?? 'other',
    levelOf,
    unlogged,
  });
}

/** The same histogram and log lines for the requests served outside Express. */
export function recordProxiedRequests(logger: Logger, metrics: ServiceMetrics): RecordRequest {
  return requestRecorder(logger, metrics, { levelOf, unlogged });
}
