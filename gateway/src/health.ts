import type { HealthAnswer } from '@glow/contracts';
import type { RequestHandler } from 'express';
import type { ServiceName } from './routes';

export const healthPath = '/api/health';

type ServiceHealth = HealthAnswer['services'][string];

interface ReadyBody {
  checks?: Record<string, boolean>;
}

function failingChecks(body: ReadyBody | undefined): string | undefined {
  const failing = Object.entries(body?.checks ?? {}).filter(([, ok]) => !ok);
  return failing.length > 0 ? `not ready: ${failing.map(([name]) => name).join(', ')}` : undefined;
}

async function probe(baseUrl: string, timeoutMs: number): Promise<ServiceHealth> {
  try {
    const response = await fetch(new URL('/readyz', baseUrl), { signal: AbortSignal.timeout(timeoutMs) });
    if (response.ok) {
      await response.body?.cancel();
      return { ready: true };
    }
    const body = (await response.json().catch(() => undefined)) as ReadyBody | undefined;
    return { ready: false, detail: failingChecks(body) ?? `readyz answered ${response.status}` };
  } catch (error) {
    const timedOut = (error as Error).name === 'TimeoutError';
    const cause = (error as Error & { cause?: { code?: string } }).cause?.code;
    return {
      ready: false,
      detail: timedOut
        ? `no answer within ${timeoutMs} ms`
        : `unreachable (${cause ?? (error as Error).message})`,
    };
  }
}

/** `GET /api/health`: every service's readiness, asked in parallel; 200 only when all are ready. */
export function healthRoute(services: Record<ServiceName, string>, timeoutMs: number): RequestHandler {
  const entries = Object.entries(services);
  return async (_req, res) => {
    res.locals.route = healthPath;
    const results = await Promise.all(entries.map(([, url]) => probe(url, timeoutMs)));
    const answer: HealthAnswer = {
      status: results.every((result) => result.ready) ? 'ok' : 'degraded',
      services: Object.fromEntries(entries.map(([name], index) => [name, results[index]!])),
    };
    res.status(answer.status === 'ok' ? 200 : 503).json(answer);
  };
}
