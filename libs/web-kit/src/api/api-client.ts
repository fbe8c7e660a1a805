import { readToken } from '../storage/auth-token';
import { ApiError } from './api-error';

export interface RequestOptions {
  /** Shown when the server gives no `message` of its own (or cannot be reached). */
  defaultMessage?: string;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /**
   * The route also serves anonymous visitors (categories, rates): when the server rejects the stored
   * token with a 401, the session ends and the call is made once more without it.
   */
  publicRoute?: boolean;
}

const fallbackMessage = 'Request failed';

/** Paths the spec already writes with `/api/` are the same path, never `/api/api/`. */
function urlOf(path: string): string {
  if (path === '/api' || path.startsWith('/api/') || path.startsWith('/api?')) return path;
  return `/api${path.startsWith('/') ? '' : '/'}${path}`;
}

function headersFor(
  body: unknown,
  token: string | null,
  extra: Record<string, string> | undefined,
): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined && !(body instanceof FormData)) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  return { ...headers, ...extra };
}

let tokenRejected: ((token: string) => void) | null = null;

/**
 * The session listens here: `WWW-Authenticate: Bearer error="invalid_token"` (RFC 6750) on any
 * answer to a request that carried `token` — a 401, or a public route's anonymous 200 — means the
 * server will never accept that token again (expired, forged, or revoked by a password change, a
 * role change or deletion).
 */
export function onTokenRejected(listener: (token: string) => void): void {
  tokenRejected = listener;
}

const invalidToken = (wwwAuthenticate: string | null) => /error="invalid_token"/.test(wwwAuthenticate ?? '');

function rejectsToken(response: Response): boolean {
  return invalidToken(response.headers.get('WWW-Authenticate'));
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

// A validation answer names the field first ('password: Password must be at least 6 characters');
// the screen shows the sentence only.
const fieldPrefix = /^[A-Za-z_][\w.]*: (?=\S)/;

function errorFrom(status: number, body: unknown, defaultMessage: string): ApiError {
  const { message, errors } = (typeof body === 'object' && body !== null ? body : {}) as {
    message?: unknown;
    errors?: unknown;
  };
  const validation = Array.isArray(errors) ? (errors as { msg: string }[]) : undefined;
  let text = typeof message === 'string' && message.trim() !== '' ? message : defaultMessage;
  if (validation?.some(({ msg }) => msg === text)) text = text.replace(fieldPrefix, '');
  return new ApiError(status, text, validation, body);
}

async function request<T>(
  method: string,
  path: string,
  body: unknown,
  options: RequestOptions = {},
  retried = false,
): Promise<T> {
  const defaultMessage = options.defaultMessage ?? fallbackMessage;
  const token = readToken();
  let response: Response;
  let data: unknown;
  try {
    response = await fetch(urlOf(path), {
      method,
      credentials: 'include',
      headers: headersFor(body, token, options.headers),
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
      signal: options.signal,
    });
    data = await readBody(response);
  } catch (error) {
    // A caller that aborts wants its own abort back, not an error to show.
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, defaultMessage);
  }
  if (token && rejectsToken(response)) {
    tokenRejected?.(token);
    if (response.status === 401 && options.publicRoute && !retried)
      return request<T>(method, path, body, options, true);
  }
  if (!response.ok) throw errorFrom(response.status, data, defaultMessage);
  return data as T;
}

export interface UploadOptions {
  defaultMessage?: string;
  /** 0–100 while the request body goes up. */
  onProgress?: (percent: number) => void;
}

function parsed(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A multipart write through XMLHttpRequest, whose upload events (unlike fetch's) tell how much of a
 * large image has gone up; otherwise the same contract as `request`: Bearer token, the session told
 * of a rejected token, `ApiError` with the server's message on failure.
 */
function upload<T>(method: 'POST' | 'PUT', path: string, form: FormData, options: UploadOptions = {}) {
  const defaultMessage = options.defaultMessage ?? fallbackMessage;
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, urlOf(path));
    xhr.withCredentials = true;
    const token = readToken();
    for (const [name, value] of Object.entries(headersFor(form, token, undefined)))
      xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (token && invalidToken(xhr.getResponseHeader('WWW-Authenticate'))) tokenRejected?.(token);
      const data = parsed(xhr.responseText);
      if (xhr.status < 200 || xhr.status >= 300) reject(errorFrom(xhr.status, data, defaultMessage));
      else if (data === undefined) reject(new ApiError(xhr.status, defaultMessage));
      else resolve(data as T);
    };
    xhr.onerror = () => reject(new ApiError(0, defaultMessage));
    xhr.send(form);
  });
}

/** JSON client for the gateway's `/api`: credentials included, Bearer token when one is stored. */
export const api = {
  /** A multipart POST/PUT with upload progress (images). */
  upload,
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, body, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, body, options),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, undefined, options),
};
