import autocannon from 'autocannon';
import { round } from './stats';

export interface LoadFigure {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  /** Requests answered in the sitting. */
  requests: number;
}

export interface LoadRequest {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** The one status every answer must have (200; 304 for a revalidating repeat visitor). */
  status?: number;
}

function statusCounts(result: autocannon.Result): string {
  return Object.entries(result.statusCodeStats ?? {})
    .map(([status, stats]) => `${status}: ${stats.count ?? 0}`)
    .join(', ');
}

function unexpectedAnswers(result: autocannon.Result, status: number | undefined): number {
  if (status === undefined) return result.non2xx;
  const expected = result.statusCodeStats?.[String(status) as keyof typeof result.statusCodeStats];
  return result.requests.total - (expected?.count ?? 0);
}

/**
 * One autocannon sitting. Refused or failed requests (a 429 from a limiter, a 401, a 5xx, a
 * socket error) would make the figure measure something else, so any of them fails the bench.
 */
export async function load(request: LoadRequest, seconds: number, connections: number): Promise<LoadFigure> {
  const { status, ...options } = request;
  const result = await autocannon({ ...options, connections, duration: seconds });
  const unexpected = unexpectedAnswers(result, status);
  if (unexpected > 0 || result.errors > 0) {
    throw new Error(
      `${request.method ?? 'GET'} ${request.url}: ${unexpected} answers other than ${status ?? '2xx'} and ` +
        `${result.errors} errors (${result.timeouts} timeouts) in ${result.requests.total} requests (${statusCounts(result)})`,
    );
  }
  return {
    requestsPerSecond: round(result.requests.average, 0),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    requests: result.requests.total,
  };
}

/** A 2 s warm-up (connections, JIT, pools), its figures dropped. */
export async function warmUp(request: LoadRequest, connections: number): Promise<void> {
  await load(request, 2, connections);
}

/** A warm-up, then the measured sitting. */
export async function warmAndLoad(request: LoadRequest, seconds: number, connections: number) {
  await warmUp(request, connections);
  return load(request, seconds, connections);
}
