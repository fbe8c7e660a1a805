import { act, renderHook, waitFor } from '@testing-library/react';
import { api, readToken, session, useSession } from '../src';
import { resetSessionForTests } from '../src/session/session-store';
import {
  headersOf,
  installFetch,
  installPendingFetch,
  refreshedSession,
  rejectedToken,
  rememberSession,
  sessionExpired,
  admin,
  shopper,
  token,
  type FakeAnswer,
} from '../src/testing';
import { installBroadcastChannel } from './fake-tabs';

const fresh = 'eyJmcmVzaCI6dHJ1ZX0.eyJfaWQiOiJ1MSJ9.bmV3';

/** Answers by path: the refresh and logout calls, and any other call. */
function installServer(routes: { refresh?: () => FakeAnswer; other?: (init: RequestInit) => FakeAnswer }) {
  return installFetch((url, init) => {
    if (url === '/api/users/refresh') return routes.refresh?.() ?? sessionExpired;
    if (url === '/api/users/logout') return { status: 204 };
    return routes.other?.(init) ?? { status: 200, body: {} };
  });
}

const urlsOf = (fetch: jest.Mock) => fetch.mock.calls.map(([url]) => url as string);
const bearerOf = (init: RequestInit) => (init.headers as Record<string, string>).Authorization;
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  localStorage.clear();
  resetSessionForTests();
});

describe('starting a page', () => {
  beforeEach(() => rememberSession());

  test('when this browser never started a session, then the page starts signed out without calling the server', async () => {
    localStorage.clear();
    const fetch = installServer({ refresh: () => refreshedSession(shopper, token) });

    await session.start();

    expect(session.get()).toEqual({ user: null, loading: false });
    expect(fetch).not.toHaveBeenCalled();
  });

  test('when the refresh cookie holds a session, then the user and an access token in memory only are restored', async () => {
    const fetch = installServer({ refresh: () => refreshedSession(shopper, token) });

    await session.start();

    expect(session.get()).toEqual({ user: shopper, loading: false });
    expect(readToken()).toBe(token);
    expect(Object.values(localStorage)).not.toContain(token);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/users/refresh');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(bearerOf(init)).toBeUndefined();
  });

  test('when there is no session to restore, then the page starts signed out and the next one does not ask', async () => {
    installServer({ refresh: () => sessionExpired });

    await session.start();

    expect(session.get()).toEqual({ user: null, loading: false });
    expect(readToken()).toBeNull();
    expect(localStorage.getItem('hasSession')).toBeNull();
  });

  test('when the server is unreachable at start, then the session stays unknown and comes back once it answers', async () => {
    jest.useFakeTimers();
    let reachable = false;
    installFetch(() =>
      reachable ? refreshedSession(shopper, token) : Promise.reject(new TypeError('Failed to fetch')),
    );

    await session.start();
    expect(session.get()).toEqual({ user: null, loading: true });

    reachable = true;
    await jest.advanceTimersByTimeAsync(2_000);
    jest.useRealTimers();
    expect(session.get()).toEqual({ user: shopper, loading: false });
    expect(readToken()).toBe(token);
  });

  test('when start is called twice, then the session is refreshed once', async () => {
    const fetch = installServer({ refresh: () => refreshedSession(shopper, token) });

    await Promise.all([session.start(), session.start()]);

    expect(fetch).toHaveBeenCalledTimes(1);
  });

  test('when a hook reads the session, then it sees loading and then the user', async () => {
    const pending = installPendingFetch();

    const { result } = renderHook(() => useSession());
    expect(result.current).toEqual({ user: null, loading: true });

    await act(async () => pending.answer(refreshedSession(admin, token)));
    await waitFor(() => expect(result.current).toEqual({ user: admin, loading: false }));
  });

  test('when a login happens while the session is being restored, then the late answer does not undo it', async () => {
    const pending = installPendingFetch();
    const started = session.start();

    session.login(token, admin);
    pending.answer(sessionExpired);
    await started;

    expect(session.get().user).toEqual(admin);
    expect(readToken()).toBe(token);
  });

  test('when a user logs in before the session starts, then starting keeps them signed in without a fetch', async () => {
    const fetch = installFetch(() => sessionExpired);

    session.login(token, shopper);
    await session.start();

    expect(session.get().user).toEqual(shopper);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('login and logout', () => {
  test('when the user logs in, then the token is kept in memory, never in localStorage, and the user set', () => {
    session.login(token, shopper, 900);

    expect(readToken()).toBe(token);
    expect(Object.keys(localStorage)).toEqual(['hasSession']);
    expect(Object.values(localStorage)).not.toContain(token);
    expect(session.get()).toEqual({ user: shopper, loading: false });
  });

  test('when the user logs out, then the session ends here and the server revokes it with the token', async () => {
    const fetch = installServer({});
    session.login(token, shopper);

    session.logout();
    expect(session.get()).toEqual({ user: null, loading: false });
    expect(readToken()).toBeNull();
    await nextTask();

    expect(urlsOf(fetch)).toEqual(['/api/users/logout']);
    expect(fetch.mock.calls[0]![1]).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(headersOf(fetch).Authorization).toBe(`Bearer ${token}`);
  });

  test('when the logout call fails, then the session has ended all the same', async () => {
    installFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    session.login(token, shopper);

    session.logout();
    await nextTask();

    expect(session.get()).toEqual({ user: null, loading: false });
    expect(readToken()).toBeNull();
  });

  test('when the access token ran out before logout, then a refreshed one still revokes the session on the server', async () => {
    const fetch = installFetch((url, init) => {
      if (url === '/api/users/refresh') return refreshedSession(shopper, fresh);
      return bearerOf(init) === `Bearer ${fresh}` ? { status: 204 } : rejectedToken;
    });
    session.login(token, shopper);

    session.logout();
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(3));

    expect(urlsOf(fetch)).toEqual(['/api/users/logout', '/api/users/refresh', '/api/users/logout']);
    expect(headersOf(fetch, 2).Authorization).toBe(`Bearer ${fresh}`);
    expect(session.get().user).toBeNull();
    expect(readToken()).toBeNull();
  });

  test('when the user logs out of all devices, then logout-all is called with the token and the session ends', async () => {
    const fetch = installServer({ other: () => ({ status: 204 }) });
    session.login(token, shopper);

    await session.logoutEverywhere();

    expect(urlsOf(fetch)).toEqual(['/api/users/logout-all']);
    expect(headersOf(fetch).Authorization).toBe(`Bearer ${token}`);
    expect(session.get()).toEqual({ user: null, loading: false });
  });

  test('when logging out of all devices fails, then the error comes back and the session stays', async () => {
    installServer({ other: () => ({ status: 500 }) });
    session.login(token, shopper);

    await expect(session.logoutEverywhere({ defaultMessage: 'Could not' })).rejects.toMatchObject({
      status: 500,
      message: 'Could not',
    });

    expect(session.get().user).toEqual(shopper);
  });
});

describe('refreshing the access token', () => {
  afterEach(() => jest.useRealTimers());

  test('when a call is refused with invalid_token, then the session refreshes once and the call is retried with the new token', async () => {
    session.login(token, shopper);
    const fetch = installServer({
      refresh: () => refreshedSession(shopper, fresh),
      other: (init) =>
        bearerOf(init) === `Bearer ${fresh}` ? { status: 200, body: ['item'] } : rejectedToken,
    });

    await expect(api.get('/cart')).resolves.toEqual(['item']);

    expect(urlsOf(fetch)).toEqual(['/api/cart', '/api/users/refresh', '/api/cart']);
    expect(readToken()).toBe(fresh);
    expect(session.get().user).toEqual(shopper);
  });

  test('when two calls are refused at once, then one refresh serves both', async () => {
    session.login(token, shopper);
    const fetch = installServer({
      refresh: () => refreshedSession(shopper, fresh),
      other: (init) =>
        bearerOf(init) === `Bearer ${fresh}` ? { status: 200, body: { ok: true } } : rejectedToken,
    });

    await expect(Promise.all([api.get('/cart'), api.get('/favourites')])).resolves.toEqual([
      { ok: true },
      { ok: true },
    ]);

    expect(urlsOf(fetch).filter((url) => url === '/api/users/refresh')).toHaveLength(1);
    expect(fetch).toHaveBeenCalledTimes(5);
  });

  test('when the refresh is refused too, then the session ends and the call fails without a loop', async () => {
    session.login(token, shopper);
    const fetch = installServer({ refresh: () => sessionExpired, other: () => rejectedToken });

    await expect(api.get('/cart')).rejects.toMatchObject({ status: 401 });

    expect(urlsOf(fetch)).toEqual(['/api/cart', '/api/users/refresh']);
    expect(session.get()).toEqual({ user: null, loading: false });
    expect(readToken()).toBeNull();
  });

  test('when even the refreshed token is refused, then the call is not retried a second time', async () => {
    session.login(token, shopper);
    const fetch = installServer({
      refresh: () => refreshedSession(shopper, fresh),
      other: () => rejectedToken,
    });

    await expect(api.get('/cart')).rejects.toMatchObject({ status: 401 });

    expect(urlsOf(fetch)).toEqual(['/api/cart', '/api/users/refresh', '/api/cart']);
  });

  test('when the refresh cannot reach the server, then the call fails, the session stays and tries again later', async () => {
    session.login(token, shopper);
    jest.useFakeTimers();
    const fetch = installFetch((url) =>
      url === '/api/users/refresh' ? Promise.reject(new TypeError('Failed to fetch')) : rejectedToken,
    );

    await expect(api.get('/cart')).rejects.toMatchObject({ status: 401 });
    expect(session.get().user).toEqual(shopper);

    fetch.mockClear();
    await jest.advanceTimersByTimeAsync(2_000);
    expect(urlsOf(fetch)).toEqual(['/api/users/refresh']);
  });

  test('when a token with a lifetime is kept, then the next refresh is planned at 80 % of it', async () => {
    jest.useFakeTimers();
    const fetch = installServer({ refresh: () => refreshedSession(shopper, fresh, 900) });
    session.login(token, shopper, 900);

    await jest.advanceTimersByTimeAsync(719_000);
    expect(fetch).not.toHaveBeenCalled();

    await jest.advanceTimersByTimeAsync(1_000);
    expect(urlsOf(fetch)).toEqual(['/api/users/refresh']);
    expect(readToken()).toBe(fresh);

    await jest.advanceTimersByTimeAsync(720_000);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  test('when a token comes without expiresIn (a password change), then its own exp plans the refresh', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-26T12:00:00Z') });
    const exp = Date.parse('2026-11-26T12:15:00Z') / 1000;
    const payload = btoa(JSON.stringify({ _id: 'u1', exp })).replace(/=+$/, '');
    const fetch = installServer({ refresh: () => refreshedSession(shopper, fresh) });
    session.login(`eyJhbGciOiJSUzI1NiJ9.${payload}.c2ln`, shopper);

    await jest.advanceTimersByTimeAsync(719_000);
    expect(fetch).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1_000);
    expect(urlsOf(fetch)).toEqual(['/api/users/refresh']);
  });

  test('when the user logs out, then no refresh stays planned', async () => {
    jest.useFakeTimers();
    const fetch = installServer({ refresh: () => refreshedSession(shopper, fresh) });
    session.login(token, shopper, 900);

    session.logout();
    await jest.advanceTimersByTimeAsync(900_000);

    expect(urlsOf(fetch)).toEqual(['/api/users/logout']);
  });

  test('when the browser has Web Locks, then every refresh holds the glow:session-refresh lock', async () => {
    const held: string[] = [];
    const request = jest.fn(async (name: string, run: () => Promise<unknown>) => {
      held.push(name);
      return run();
    });
    Object.defineProperty(navigator, 'locks', { configurable: true, value: { request } });
    try {
      installServer({ refresh: () => refreshedSession(shopper, token) });
      rememberSession();

      await session.start();

      expect(held).toEqual(['glow:session-refresh']);
      expect(session.get().user).toEqual(shopper);
    } finally {
      delete (navigator as { locks?: unknown }).locks;
    }
  });
});

describe('other tabs', () => {
  let tabs: ReturnType<typeof installBroadcastChannel>;
  beforeEach(() => {
    tabs = installBroadcastChannel();
    resetSessionForTests();
    rememberSession();
  });
  afterEach(() => tabs.uninstall());

  test('when another tab logs out, then this one drops its token and user', async () => {
    installServer({ refresh: () => refreshedSession(shopper, token) });
    await session.start();
    const other = tabs.otherTab();

    other.postMessage('logout');
    await nextTask();

    expect(session.get()).toEqual({ user: null, loading: false });
    expect(readToken()).toBeNull();
  });

  test('when another tab logs in, then this one refreshes to join the session', async () => {
    const fetch = installServer({ refresh: () => sessionExpired });
    await session.start();
    const other = tabs.otherTab();
    fetch.mockImplementation(async () => ({
      ok: true,
      status: 200,
      headers: { get: () => null },
      text: async () => JSON.stringify({ token, expiresIn: 900, user: admin }),
    }));

    other.postMessage('login');
    await waitFor(() => expect(session.get().user).toEqual(admin));

    expect(readToken()).toBe(token);
  });

  test('when this tab logs in or out, then the other tabs are told', async () => {
    installServer({});
    const other = tabs.otherTab();

    session.login(token, shopper);
    session.logout();
    await nextTask();

    expect(other.heard).toEqual(['login', 'logout']);
  });
});

describe('a token the server stops accepting', () => {
  const signedIn = () => {
    session.login(token, shopper);
    expect(session.get().user).toEqual(shopper);
  };

  test('when a public route answers 200 as anonymous with the invalid_token challenge, then the answer stands and the session renews', async () => {
    signedIn();
    const fetch = installServer({
      refresh: () => sessionExpired,
      other: () => ({ ...rejectedToken, status: 200, body: [] }),
    });

    await expect(api.get('/categories')).resolves.toEqual([]);
    await nextTask();

    expect(urlsOf(fetch)).toEqual(['/api/categories', '/api/users/refresh']);
    expect(session.get()).toEqual({ user: null, loading: false });
  });

  test('when a public route refuses the token and the session is over, then it is asked once more without it', async () => {
    signedIn();
    const fetch = installServer({
      refresh: () => sessionExpired,
      other: (init) => (bearerOf(init) ? rejectedToken : { status: 200, body: ['ok'] }),
    });

    await expect(api.get('/categories', { publicRoute: true })).resolves.toEqual(['ok']);

    expect(urlsOf(fetch)).toEqual(['/api/categories', '/api/users/refresh', '/api/categories']);
    expect(headersOf(fetch, 2).Authorization).toBeUndefined();
    expect(session.get().user).toBeNull();
  });

  test('when a public route refuses even the second try, then the error comes back after one retry', async () => {
    signedIn();
    const fetch = installFetch(() => rejectedToken);

    await expect(api.get('/categories', { publicRoute: true })).rejects.toMatchObject({ status: 401 });

    expect(fetch).toHaveBeenCalledTimes(3);
  });

  test('when a 401 has no invalid_token challenge (e.g. a wrong password), then nothing is refreshed and the session stays', async () => {
    signedIn();
    const fetch = installFetch(() => ({
      status: 401,
      body: { message: 'Invalid email/username or password' },
    }));

    await expect(api.post('/users/login', { identifier: 'ada', password: 'nope' })).rejects.toMatchObject({
      status: 401,
    });

    expect(fetch).toHaveBeenCalledTimes(1);
    expect(session.get().user).toEqual(shopper);
    expect(readToken()).toBe(token);
  });

  test('when the rejected token was replaced meanwhile (password changed here), then the call is retried with the newer one', async () => {
    signedIn();
    const fetch = installFetch((_url, init) =>
      bearerOf(init) === 'Bearer newer.token.value' ? { status: 200, body: { ok: true } } : rejectedToken,
    );
    const call = api.get('/cart');
    session.login('newer.token.value', shopper);

    await expect(call).resolves.toEqual({ ok: true });

    expect(urlsOf(fetch)).toEqual(['/api/cart', '/api/cart']);
    expect(session.get().user).toEqual(shopper);
  });

  test('when the old token is refused while a password change is on its way, then the call waits for the new token', async () => {
    signedIn();
    let answerChange!: (value: { token: string }) => void;
    const change = session.whileTokenChanges(
      new Promise<{ token: string }>((resolve) => (answerChange = resolve)),
    );
    const fetch = installFetch((_url, init) =>
      bearerOf(init) === 'Bearer newer.token.value' ? { status: 200, body: 3 } : rejectedToken,
    );

    const call = api.get('/inbox/unread-count');
    await nextTask();
    expect(session.get().user).toEqual(shopper);

    answerChange({ token: 'newer.token.value' });
    session.login((await change).token, shopper);

    await expect(call).resolves.toBe(3);
    expect(urlsOf(fetch)).not.toContain('/api/users/refresh');
    expect(readToken()).toBe('newer.token.value');
  });

  test('when a password change fails, then a refusal of the token it kept still ends the session', async () => {
    signedIn();
    const change = session.whileTokenChanges(Promise.reject(new Error('offline')));
    installFetch(() => rejectedToken);

    await expect(api.get('/cart')).rejects.toMatchObject({ status: 401 });
    await change.catch(() => undefined);

    expect(session.get()).toEqual({ user: null, loading: false });
  });

  test('when revalidated and the profile still loads, then the user details are refreshed', async () => {
    signedIn();
    installFetch(() => ({ status: 200, body: { ...shopper, username: 'ada-renamed' } }));

    await session.revalidate();

    expect(session.get().user).toEqual({ ...shopper, username: 'ada-renamed' });
  });

  test('when revalidated while the server is unreachable, then the session stays', async () => {
    signedIn();
    installFetch(() => Promise.reject(new TypeError('Failed to fetch')));

    await session.revalidate();

    expect(session.get().user).toEqual(shopper);
  });
});
