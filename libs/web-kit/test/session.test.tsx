import { act, renderHook, waitFor } from '@testing-library/react';
import { api, session, useSession } from '../src';
import { resetSessionForTests } from '../src/session/session-store';
import {
  headersOf,
  installFetch,
  installPendingFetch,
  rejectedToken,
  admin,
  shopper,
  token,
} from '../src/testing';

beforeEach(() => {
  localStorage.clear();
  resetSessionForTests();
});

test('when no token is stored, then the session starts signed out without calling the server', async () => {
  const fetch = installFetch(() => ({ status: 500 }));

  await session.start();

  expect(session.get()).toEqual({ user: null, loading: false });
  expect(fetch).not.toHaveBeenCalled();
});

test('when a token is stored and the profile loads, then the user is set', async () => {
  localStorage.setItem('authToken', token);
  const fetch = installFetch(() => ({ status: 200, body: shopper }));

  await session.start();

  expect(session.get()).toEqual({ user: shopper, loading: false });
  expect(fetch.mock.calls[0]![0]).toBe('/api/users/profile');
  expect(headersOf(fetch).Authorization).toBe(`Bearer ${token}`);
});

test('when the profile fetch fails, then the token is removed and the user cleared', async () => {
  localStorage.setItem('authToken', token);
  installFetch(() => ({ status: 401, body: { message: 'Token expired' } }));

  await session.start();

  expect(session.get()).toEqual({ user: null, loading: false });
  expect(localStorage.getItem('authToken')).toBeNull();
});

test('when the server is unreachable at start, then the token is removed and the user cleared', async () => {
  localStorage.setItem('authToken', token);
  installFetch(() => Promise.reject(new TypeError('Failed to fetch')));

  await session.start();

  expect(session.get().user).toBeNull();
  expect(localStorage.getItem('authToken')).toBeNull();
});

test('when start is called twice, then the profile is fetched once', async () => {
  localStorage.setItem('authToken', token);
  const fetch = installFetch(() => ({ status: 200, body: shopper }));

  await Promise.all([session.start(), session.start()]);

  expect(fetch).toHaveBeenCalledTimes(1);
});

test('when a hook reads the session, then it sees loading and then the user', async () => {
  localStorage.setItem('authToken', token);
  const pending = installPendingFetch();

  const { result } = renderHook(() => useSession());
  expect(result.current).toEqual({ user: null, loading: true });

  await act(async () => pending.answer({ status: 200, body: admin }));
  await waitFor(() => expect(result.current).toEqual({ user: admin, loading: false }));
});

test('when the user logs in, then the token is stored and the user set; logout undoes both', () => {
  session.login(token, shopper);

  expect(localStorage.getItem('authToken')).toBe(token);
  expect(session.get()).toEqual({ user: shopper, loading: false });

  session.logout();

  expect(localStorage.getItem('authToken')).toBeNull();
  expect(session.get()).toEqual({ user: null, loading: false });
});

test('when a login happens while the stored token is being checked, then the late answer does not undo it', async () => {
  localStorage.setItem('authToken', 'old.token.value');
  const pending = installPendingFetch();
  const started = session.start();

  session.login(token, admin);
  pending.answer({ status: 401 });
  await started;

  expect(session.get().user).toEqual(admin);
  expect(localStorage.getItem('authToken')).toBe(token);
});

test('when a user logs in before the session starts, then starting keeps them signed in without a fetch', async () => {
  const fetch = installFetch(() => ({ status: 401 }));

  session.login(token, shopper);
  await session.start();

  expect(session.get().user).toEqual(shopper);
  expect(fetch).not.toHaveBeenCalled();
});

describe('a token the server stops accepting', () => {
  const signedIn = () => {
    session.login(token, shopper);
    expect(session.get().user).toEqual(shopper);
  };

  test('when any call is answered invalid_token for the stored token, then the session ends', async () => {
    signedIn();
    installFetch(() => rejectedToken);

    await expect(api.get('/cart')).rejects.toMatchObject({ status: 401 });

    expect(session.get()).toEqual({ user: null, loading: false });
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  test('when a public route answers 200 as anonymous with the invalid_token challenge, then the session ends', async () => {
    signedIn();
    installFetch(() => ({ ...rejectedToken, status: 200, body: [] }));

    await expect(api.get('/categories')).resolves.toEqual([]);

    expect(session.get()).toEqual({ user: null, loading: false });
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  test('when a public route refuses the stored token with a 401, then it is asked once more without it', async () => {
    signedIn();
    const fetch = installFetch((_url, init) =>
      (init.headers as Record<string, string>).Authorization ? rejectedToken : { status: 200, body: ['ok'] },
    );

    await expect(api.get('/categories', { publicRoute: true })).resolves.toEqual(['ok']);

    expect(fetch).toHaveBeenCalledTimes(2);
    expect(headersOf(fetch, 1).Authorization).toBeUndefined();
    expect(session.get().user).toBeNull();
  });

  test('when a public route refuses even the second try, then the error comes back after one retry', async () => {
    signedIn();
    const fetch = installFetch(() => rejectedToken);

    await expect(api.get('/categories', { publicRoute: true })).rejects.toMatchObject({ status: 401 });

    expect(fetch).toHaveBeenCalledTimes(2);
  });

  test('when a route that is not public refuses the token, then it is not retried', async () => {
    signedIn();
    const fetch = installFetch(() => rejectedToken);

    await expect(api.get('/cart')).rejects.toMatchObject({ status: 401 });

    expect(fetch).toHaveBeenCalledTimes(1);
  });

  test('when a 401 has no invalid_token challenge (e.g. a wrong password), then the session stays', async () => {
    signedIn();
    installFetch(() => ({ status: 401, body: { message: 'Invalid email/username or password' } }));

    await expect(api.post('/users/login', { identifier: 'ada', password: 'nope' })).rejects.toMatchObject({
      status: 401,
    });

    expect(session.get().user).toEqual(shopper);
    expect(localStorage.getItem('authToken')).toBe(token);
  });

  test('when the rejected token was replaced meanwhile (password changed here), then the session stays', async () => {
    signedIn();
    const pending = installPendingFetch();
    const call = api.get('/cart');
    session.login('newer.token.value', shopper);

    pending.answer(rejectedToken);
    await expect(call).rejects.toMatchObject({ status: 401 });

    expect(session.get().user).toEqual(shopper);
    expect(localStorage.getItem('authToken')).toBe('newer.token.value');
  });

  test('when the old token is refused while a password change is on its way, then the session waits for its answer and stays', async () => {
    signedIn();
    let answerChange!: (value: { token: string }) => void;
    const change = session.whileTokenChanges(
      new Promise<{ token: string }>((resolve) => (answerChange = resolve)),
    );
    installFetch(() => rejectedToken);

    await expect(api.get('/inbox/unread-count')).rejects.toMatchObject({ status: 401 });
    expect(session.get().user).toEqual(shopper);

    answerChange({ token: 'newer.token.value' });
    session.login((await change).token, shopper);
    await Promise.resolve();
    expect(session.get().user).toEqual(shopper);
    expect(localStorage.getItem('authToken')).toBe('newer.token.value');
  });

  test('when a password change fails, then a refusal of the token it kept still ends the session', async () => {
    signedIn();
    const change = session.whileTokenChanges(Promise.reject(new Error('offline')));
    installFetch(() => rejectedToken);

    await expect(api.get('/cart')).rejects.toMatchObject({ status: 401 });
    await change.catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 0));

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
