import { readToken } from '../storage/auth-token';
import { ApiError } from './api-error';

export interface RequestOptions {
  /** Shown when the server gives no `message` of its own (or cannot be reached). */
  defaultMessage?: string;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

const fallbackMessage = 'Request failed';

/** Paths the spec already writes with `/api/` are the same path, never `/api/api/`. */
function urlOf(path: string): string {
  if (path === '/api' || path.startsWith('/api/') || path.startsWith('/api?')) return path;
  return `/api${path.startsWith('/') ? '' : '/'}${path}`;
}

function headersFor(body: unknown, extra: Record<string, string> | undefined): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined && !(body instanceof FormData)) headers['Content-Type'] = 'application/json';
  const token = readToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  return { ...headers, ...extra };
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function errorFrom(status: number, body: unknown, defaultMessage: string): ApiError {
  const { message, errors } = (typeof body === 'object' && body !== null ? body : {}) as {
    message?: unknown;
    errors?: unknown;
  };
  const text = typeof message === 'string' && message.trim() !== '' ? message : defaultMessage;
  return new ApiError(status, text, Array.isArray(errors) ? (errors as { msg: string }[]) : undefined);
}

async function request<T>(method: string, path: string, body: unknown, options: RequestOptions = {}) {
  const defaultMessage = options.defaultMessage ?? fallbackMessage;
  let response: Response;
  let data: unknown;
  try {
    response = await fetch(urlOf(path), {
      method,
      credentials: 'include',
      headers: headersFor(body, options.headers),
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
      signal: options.signal,
    });
    data = await readBody(response);
  } catch (error) {
    // A caller that aborts wants its own abort back, not an error to show.
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, defaultMessage);
  }
  if (!response.ok) throw errorFrom(response.status, data, defaultMessage);
  return data as T;
}

/** JSON client for the gateway's `/api`: credentials included, Bearer token when one is stored. */
export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, body, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, body, options),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, undefined, options),
};
