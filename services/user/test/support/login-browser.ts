import { knownDeviceCookieName, knownDeviceCookiePath } from '../../src/login/http/known-devices';

export interface LoginAnswer {
  status: number;
  body: Record<string, unknown>;
  headers: Headers;
}

/**
 * One browser signing up and in: it keeps the known-device cookie those answers set and sends it
 * with its next sign-in, as a browser does with that cookie's path. A new browser has none.
 */
export function loginBrowser(baseUrl: string) {
  async function post(path: string, body: unknown): Promise<LoginAnswer> {
    const sendsCookie = browser.deviceCookie && path.startsWith(knownDeviceCookiePath);
    const answer = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(sendsCookie ? { cookie: `${knownDeviceCookieName}=${browser.deviceCookie}` } : {}),
      },
      body: JSON.stringify(body),
    });
    const set = answer.headers.getSetCookie().find((line) => line.startsWith(`${knownDeviceCookieName}=`));
    if (set) browser.deviceCookie = set.slice(knownDeviceCookieName.length + 1).split(';')[0];
    const text = await answer.text();
    return {
      status: answer.status,
      body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
      headers: answer.headers,
    };
  }

  const browser = {
    /** The known-device cookie's value, as this browser holds it (a test may tamper with it). */
    deviceCookie: undefined as string | undefined,
    logIn: (identifier: string, password: string) => post('/api/users/login', { identifier, password }),
    register: (account: { username: string; email: string; password: string }) =>
      post('/api/users/register', { ...account, confirmPassword: account.password }),
  };
  return browser;
}

export type LoginBrowser = ReturnType<typeof loginBrowser>;
