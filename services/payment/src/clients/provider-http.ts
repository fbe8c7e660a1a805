import { z } from 'zod';
import { formatMinorUnits } from './money';
import { PaymentProviderError, type ProviderName } from './payment-provider';

export interface ProviderAnswer {
  status: number;
  body: unknown;
}

/** fetch rejects with a DOMException, which may come from another realm than this module's Error. */
function isTimeout(error: unknown): boolean {
  return (error as { name?: unknown } | null)?.name === 'TimeoutError';
}

/** A GET with the secret key and a deadline; failing to get any answer is a retryable provider error. */
export function getFromProvider(
  provider: ProviderName,
  url: URL,
  secretKey: string,
  timeoutMs: number,
): Promise<ProviderAnswer> {
  return callProvider(provider, url, secretKey, timeoutMs);
}

/** A JSON POST with the secret key and a deadline (refunds), read like a GET's answer. */
export function postToProvider(
  provider: ProviderName,
  url: URL,
  secretKey: string,
  timeoutMs: number,
  body: unknown,
): Promise<ProviderAnswer> {
  return callProvider(provider, url, secretKey, timeoutMs, body);
}

async function callProvider(
  provider: ProviderName,
  url: URL,
  secretKey: string,
  timeoutMs: number,
  body?: unknown,
): Promise<ProviderAnswer> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        accept: 'application/json',
        authorization: `Bearer ${secretKey}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    if (isTimeout(error))
      throw new PaymentProviderError(provider, 'timeout', `no answer within ${timeoutMs} ms`);
    const cause = (error as { cause?: { message?: string } }).cause?.message;
    throw new PaymentProviderError(provider, 'unreachable', cause ?? String(error));
  }
  try {
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
  } catch (error) {
    if (isTimeout(error)) {
      throw new PaymentProviderError(provider, 'timeout', `answer not complete within ${timeoutMs} ms`);
    }
    // A 429 often comes from a gateway in front of the API, as text: its status still opens the circuit.
    if (response.status >= 500 || response.status === 429) {
      throw new PaymentProviderError(provider, 'http', `answered HTTP ${response.status}`, response.status);
    }
    throw new PaymentProviderError(provider, 'malformed', `answer is not JSON (HTTP ${response.status})`);
  }
}

/** The `/base` of a configured base URL joined with an API path, keeping any path the base has. */
export function providerUrl(baseUrl: string, path: string): URL {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  return new URL(path.replace(/^\//, ''), base);
}

/** A webhook's raw body as JSON; undefined when it is not JSON. */
export function parseJson(rawBody: Buffer): unknown {
  try {
    return JSON.parse(rawBody.toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

/** A provider's non-200 answer, with its own message when it gave one. */
export function httpError(provider: ProviderName, status: number, message: string): PaymentProviderError {
  const detail = message ? `: ${message}` : '';
  return new PaymentProviderError(provider, 'http', `answered HTTP ${status}${detail}`, status);
}

/** A verify answer read with its documented schema; anything else is a malformed answer. */
export function parseVerifyAnswer<S extends z.ZodType>(
  provider: ProviderName,
  schema: S,
  body: unknown,
): z.infer<S> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new PaymentProviderError(provider, 'malformed', z.prettifyError(parsed.error));
  return parsed.data;
}

/** The amount as a 2-decimal string from the provider's minor units; an amount it cannot be is malformed. */
export function amountOf(provider: ProviderName, minorUnits: () => bigint): string {
  try {
    return formatMinorUnits(minorUnits());
  } catch (error) {
    throw new PaymentProviderError(provider, 'malformed', (error as Error).message);
  }
}
