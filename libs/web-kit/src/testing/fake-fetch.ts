import type { User } from '@glow/contracts';

/** The browser's `fetch` is the boundary of these tests: each call answers from a script. */
export interface FakeAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** How the kit's auth answers a token it will never accept again (RFC 6750). */
export const rejectedToken: FakeAnswer = {
  status: 401,
  body: { message: 'Not authorized, token revoked' },
  headers: { 'WWW-Authenticate': 'Bearer error="invalid_token"' },
};

/** How `POST /api/users/refresh` answers a live session: a new access token and its user. */
export function refreshedSession(user: User, token: string, expiresIn = 900): FakeAnswer {
  return { status: 200, body: { token, expiresIn, user } };
}

/** How `POST /api/users/refresh` answers without a usable refresh cookie. */
export const sessionExpired: FakeAnswer = {
  status: 401,
  body: { message: 'Session expired, please log in again' },
};

export interface Deferred {
  resolve(answer: FakeAnswer): void;
  reject(error: unknown): void;
}

function responseOf({ status, body, headers = {} }: FakeAnswer) {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  const byName = new Map(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: { get: (name: string) => byName.get(name.toLowerCase()) ?? null },
    text: async () => text,
  };
}

export function installFetch(answer: (url: string, init: RequestInit) => FakeAnswer | Promise<FakeAnswer>) {
  const fetch = jest.fn(async (url: string, init: RequestInit) => responseOf(await answer(url, init)));
  globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
  return fetch;
}

/** A fetch whose single answer the test gives later, to observe the loading state. */
export function installPendingFetch() {
  let deferred: Deferred | undefined;
  const fetch = installFetch(
    () =>
      new Promise<FakeAnswer>((resolve, reject) => {
        deferred = { resolve, reject };
      }),
  );
  return {
    fetch,
    answer: (a: FakeAnswer) => deferred?.resolve(a),
    fail: (e: unknown) => deferred?.reject(e),
  };
}

export function headersOf(fetch: jest.Mock, call = 0): Record<string, string> {
  return (fetch.mock.calls[call]?.[1] as RequestInit).headers as Record<string, string>;
}
