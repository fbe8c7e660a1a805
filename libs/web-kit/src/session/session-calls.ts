import type { User } from '@glow/contracts';

/** The refresh cookie's answer: a new access token, the end of the session, or no verdict now. */
export type RefreshAnswer =
  | { outcome: 'renewed'; token: string; expiresIn: number; user: User }
  | { outcome: 'ended' }
  | { outcome: 'unavailable' };

const unavailable: RefreshAnswer = { outcome: 'unavailable' };

function isUser(value: unknown): value is User {
  return typeof value === 'object' && value !== null && typeof (value as User)._id === 'string';
}

async function jsonOf(response: Response): Promise<Record<string, unknown>> {
  try {
    const body: unknown = JSON.parse(await response.text());
    return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

// These calls go straight to fetch, not through the api client: they are what the client falls
// back on when a token is refused, and must never be retried by it.

/** `POST /api/users/refresh` with the HttpOnly cookie only (it rotates the cookie). */
export async function callRefresh(): Promise<RefreshAnswer> {
  let response: Response;
  try {
    response = await fetch('/api/users/refresh', {
      method: 'POST',
      credentials: 'include',
      headers: { Accept: 'application/json' },
    });
  } catch {
    return unavailable;
  }
  if (response.status === 401) return { outcome: 'ended' };
  if (!response.ok) return unavailable;
  const { token, expiresIn, user } = await jsonOf(response);
  if (typeof token !== 'string' || token === '' || !isUser(user)) return unavailable;
  return { outcome: 'renewed', token, expiresIn: typeof expiresIn === 'number' ? expiresIn : 0, user };
}

/** `POST /api/users/logout` with `token`: its status, or 0 when the server cannot be reached. */
export async function callLogout(token: string): Promise<number> {
  try {
    const response = await fetch('/api/users/logout', {
      method: 'POST',
      credentials: 'include',
      headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
    });
    return response.status;
  } catch {
    return 0;
  }
}
