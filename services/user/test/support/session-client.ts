import { refreshCookieName } from '../../src/sessions/http/refresh-cookie';
import { newAccount } from '../http-client';

export interface CookieAnswer {
  status: number;
  body: Record<string, unknown>;
  /** The refresh cookie as set by the answer ('' when cleared), undefined when not touched. */
  refreshCookie: string | undefined;
  /** The whole Set-Cookie line of the refresh cookie, for its attributes. */
  setCookie: string | undefined;
}

/** A JSON call that can send the refresh cookie and reads the one the answer sets. */
export function cookieClient(baseUrl: string) {
  return async (
    method: string,
    path: string,
    options: { body?: unknown; token?: string; refreshCookie?: string } = {},
  ): Promise<CookieAnswer> => {
    const answer = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.refreshCookie ? { cookie: `${refreshCookieName}=${options.refreshCookie}` } : {}),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await answer.text();
    const setCookie = answer.headers.getSetCookie().find((line) => line.startsWith(`${refreshCookieName}=`));
    const refreshCookie = setCookie?.slice(refreshCookieName.length + 1).split(';')[0];
    return {
      status: answer.status,
      body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
      refreshCookie,
      setCookie,
    };
  };
}

export type CookieCall = ReturnType<typeof cookieClient>;

/** Registers a new account through the API: its credentials, id, first access token and refresh cookie. */
export async function signUp(call: CookieCall) {
  const account = newAccount();
  const answer = await call('POST', '/api/users/register', { body: account });
  if (answer.status !== 201) throw new Error(`register answered ${answer.status}`);
  return {
    ...account,
    id: (answer.body.user as { _id: string })._id,
    token: answer.body.token as string,
    refresh: answer.refreshCookie!,
  };
}
