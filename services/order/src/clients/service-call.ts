import { AppError, unavailable, withTraceHeaders } from '@glow/service-kit';

/** The other service's base URL; unset, its calls answer 503. */
export type ServiceUrl = string | undefined;

export interface CallOptions {
  method?: 'GET' | 'POST';
  authorization?: string;
  body?: unknown;
  timeoutMs: number;
  /** Said to the shopper (503) when the service cannot be reached or answers with a fault. */
  downMessage: string;
}

/**
 * One synchronous command-side call to another Glow service: JSON in and out, bounded by a timeout.
 * Unreachable, slow or failing (5xx) becomes a 503 with `downMessage`; other answers are returned.
 */
export async function callService<T>(
  baseUrl: ServiceUrl,
  path: string,
  options: CallOptions,
): Promise<{ status: number; body: T; headers: Headers }> {
  if (!baseUrl) throw unavailable(options.downMessage);
  let response: Response;
  try {
    response = await fetch(new URL(path, baseUrl), {
      method: options.method ?? 'GET',
      headers: withTraceHeaders({
        accept: 'application/json',
        // fetch asks for br/gzip by default: between services on one network compressing and
        // decompressing every answer only costs both sides CPU.
        'accept-encoding': 'identity',
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(options.authorization ? { authorization: options.authorization } : {}),
      }),
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch {
    throw unavailable(options.downMessage);
  }
  if (response.status >= 500) throw unavailable(options.downMessage);
  const body = (await response.json().catch(() => undefined)) as T | undefined;
  if (body === undefined) throw unavailable(options.downMessage);
  return { status: response.status, body, headers: response.headers };
}

/** An answer the caller did not expect (4xx other than the ones it handles): not the shopper's fault. */
export const unexpectedAnswer = (service: string, status: number) =>
  new AppError(503, `The ${service} service could not answer (HTTP ${status}), please try again shortly`);
