import { readToken } from '../storage/auth-token';
import { ApiError } from './api-error';

export interface RequestOptions {
  /** Shown when the server gives no `message` of its own (or cannot be reached). */
  defaultMessage?: string;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /**
   * The route also serves anonymous visitors (categories, rates): when the server rejects the token
   * with a 401 and the session cannot renew it, the call is made once more without a token.
   */
  publicRoute?: boolean;
}

const fallbackMessage = 'Request failed';

let apiOrigin = '';

/**
 * Where `/api/…` is, for code running outside a page (a server rendering the first screen asks
 * the API over HTTP); in the browser calls stay on the page's own origin.
 */
export function setApiOrigin(origin: string): void {
  apiOrigin = origin.replace(/\/+$/, '');
}

/** Paths the spec already writes with `/api/` are the same path, never `/api/api/`. */
function urlOf(path: string): string {
  if (path === '/api' || path.startsWith('/api/') || path.startsWith('/api?')) return `${apiOrigin}${path}`;
  return `${apiOrigin}/api${path.startsWith('/') ? '' : '/'}${path}`;
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

/** Answers a rejected token with the token to try once more with, or null when there is none. */
type TokenRenewal = (rejected: string) => Promise<string | null>;

let renewal: TokenRenewal | null = null;

/**
 * The session listens here: `WWW-Authenticate: Bearer error="invalid_token"` (RFC 6750) on any
 * answer to a request that carried `token` — a 401, or a public route's anonymous 200 — means the
 * server will never accept that token again (expired, forged, or revoked by a password change, a
 * role change or deletion). The session answers with a newer token (refreshed, or kept meanwhile)
 * and the refused call is made once more with it.
 */
export function onTokenRejected(renew: TokenRenewal): void {
  renewal = renew;
}

const renewed = (rejected: string): Promise<string | null> => renewal?.(rejected) ?? Promise.resolve(null);

const invalidToken = (wwwAuthenticate: string | null) => /error="invalid_token"/.test(wwwAuthenticate ?? '');

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

interface Answer {
  response: Response;
  data: unknown;
}

async function send(
  method: string,
  path: string,
  body: unknown,
  options: RequestOptions,
  token: string | null,
): Promise<Answer> {
  try {
    const response = await fetch(urlOf(path), {
      method,
      credentials: 'include',
      headers: headersFor(body, token, options.headers),
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
      signal: options.signal,
    });
    return { response, data: await readBody(response) };
  } catch (error) {
    // A caller that aborts wants its own abort back, not an error to show.
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, options.defaultMessage ?? fallbackMessage);
  }
}

async function request<T>(
  method: string,
  path: string,
  body: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const token = readToken();
  let answer = await send(method, path, body, options, token);
  if (token && invalidToken(answer.response.headers.get('WWW-Authenticate'))) {
    if (answer.response.status === 401) {
      const fresh = await renewed(token);
      if (fresh) answer = await send(method, path, body, options, fresh);
      else if (options.publicRoute) answer = await send(method, path, body, options, null);
    } else {
      // A public route answered as for an anonymous visitor: the answer stands, the session renews.
      void renewed(token);
    }
  }
  if (!answer.response.ok)
    throw errorFrom(answer.response.status, answer.data, options.defaultMessage ?? fallbackMessage);
  return answer.data as T;
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

interface UploadAnswer {
  status: number;
  data: unknown;
  rejectsToken: boolean;
}

function sendUpload(
  method: 'POST' | 'PUT',
  path: string,
  form: FormData,
  token: string | null,
  options: UploadOptions,
): Promise<UploadAnswer> {
  return new Promise<UploadAnswer>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, urlOf(path));
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(headersFor(form, token, undefined)))
      xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () =>
      resolve({
        status: xhr.status,
        data: parsed(xhr.responseText),
        rejectsToken: invalidToken(xhr.getResponseHeader('WWW-Authenticate')),
      });
    xhr.onerror = () => reject(new ApiError(0, options.defaultMessage ?? fallbackMessage));
    xhr.send(form);
  });
}

/**
 * A multipart write through XMLHttpRequest, whose upload events (unlike fetch's) tell how much of a
 * large image has gone up; otherwise the same contract as `request`: Bearer token, a rejected token
 * renewed and the write sent once more, `ApiError` with the server's message on failure.
 */
async function upload<T>(
  method: 'POST' | 'PUT',
  path: string,
  form: FormData,
  options: UploadOptions = {},
): Promise<T> {
  const defaultMessage = options.defaultMessage ?? fallbackMessage;
  const token = readToken();
  let answer = await sendUpload(method, path, form, token, options);
  if (token && answer.rejectsToken && answer.status === 401) {
    const fresh = await renewed(token);
    if (fresh) answer = await sendUpload(method, path, form, fresh, options);
  }
  const { status, data } = answer;
  if (status < 200 || status >= 300) throw errorFrom(status, data, defaultMessage);
  if (data === undefined) throw new ApiError(status, defaultMessage);
  return data as T;
}

/** JSON client for the gateway's `/api`: credentials included, Bearer token when one is stored. */
export const api = {
  /** A multipart POST/PUT with upload progress (images). */
  upload,
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, body, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, body, options),
  /** `body` only for the rare DELETE that must prove something (a password and a code). */
  delete: <T>(path: string, options?: RequestOptions & { body?: unknown }) =>
    request<T>('DELETE', path, options?.body, options),
};
