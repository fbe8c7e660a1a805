import { act, render, screen } from '@testing-library/react';
import { readToken, RequireUser, session } from '../src';
import { resetSessionForTests } from '../src/session/session-store';
import {
  installFetch,
  refreshedSession,
  rememberSession,
  sessionExpired,
  shopper,
  token,
  type FakeAnswer,
} from '../src/testing';

const fresh = 'eyJmcmVzaCI6dHJ1ZX0.eyJfaWQiOiJ1MSJ9.bmV3';

/** How the user service answers a refresh while its database is away (the cookie is kept). */
const databaseAway: FakeAnswer = {
  status: 503,
  body: { message: 'Service temporarily unavailable, please try again shortly' },
};

const networkAway = () => Promise.reject(new TypeError('Failed to fetch'));

/** A server whose refresh answer the test changes as it goes; it notes when each refresh came. */
function installServer(refresh: () => FakeAnswer | Promise<FakeAnswer>) {
  const server = { refresh, refreshedAt: [] as number[] };
  installFetch((url) => {
    if (url !== '/api/users/refresh') return { status: 200, body: {} };
    server.refreshedAt.push(Date.now());
    return server.refresh();
  });
  return server;
}

const gapsBetween = (times: number[]) => times.slice(1).map((time, index) => time - times[index]!);

beforeEach(() => {
  localStorage.clear();
  resetSessionForTests();
  rememberSession();
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

describe('a refresh the server gives no verdict on', () => {
  test.each([
    ['answers 503 (database away)', () => databaseAway],
    ['answers 504 (gateway timeout)', () => ({ status: 504 })],
    ['cannot be reached', networkAway],
  ])(
    'when the refresh at page start %s, then the session stays unknown and the retry signs the shopper back in',
    async (_case, failing) => {
      const server = installServer(failing);

      await session.start();

      expect(session.get()).toEqual({ user: null, loading: true });
      expect(localStorage.getItem('hasSession')).toBe('1');
      server.refresh = () => refreshedSession(shopper, token);
      await jest.advanceTimersByTimeAsync(2_000);
      expect(session.get()).toEqual({ user: shopper, loading: false });
      expect(readToken()).toBe(token);
    },
  );

  test('when the refresh keeps failing, then the retries come further apart, a minute apart at most, and the session stays unknown', async () => {
    const server = installServer(() => databaseAway);

    await session.start();
    await jest.advanceTimersByTimeAsync(3 * 60_000);

    expect(gapsBetween(server.refreshedAt)).toEqual([2_000, 4_000, 8_000, 16_000, 32_000, 60_000]);
    expect(session.get()).toEqual({ user: null, loading: true });
  });

  test.each([
    ['comes back online', () => window.dispatchEvent(new Event('online'))],
    ['is shown again', () => document.dispatchEvent(new Event('visibilitychange'))],
  ])('when the tab %s while a retry waits, then it retries at once', async (_case, comeBack) => {
    const server = installServer(networkAway);
    await session.start();
    await jest.advanceTimersByTimeAsync(2_000 + 4_000);
    expect(server.refreshedAt).toHaveLength(3);

    server.refresh = () => refreshedSession(shopper, token);
    comeBack();
    await jest.advanceTimersByTimeAsync(0);

    expect(server.refreshedAt).toHaveLength(4);
    expect(session.get()).toEqual({ user: shopper, loading: false });
  });

  test('when the tab is shown again and no retry waits, then nothing is asked', async () => {
    const server = installServer(() => refreshedSession(shopper, token, 900));
    await session.start();

    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('online'));
    await jest.advanceTimersByTimeAsync(0);

    expect(server.refreshedAt).toHaveLength(1);
  });

  test('when a signed-in shopper’s planned refresh answers 503, then the shopper stays signed in and the retry renews the token', async () => {
    const server = installServer(() => databaseAway);
    session.login(token, shopper, 900);

    await jest.advanceTimersByTimeAsync(720_000);
    expect(server.refreshedAt).toHaveLength(1);
    expect(session.get()).toEqual({ user: shopper, loading: false });

    server.refresh = () => refreshedSession(shopper, fresh);
    await jest.advanceTimersByTimeAsync(2_000);
    expect(readToken()).toBe(fresh);
    expect(session.get()).toEqual({ user: shopper, loading: false });
  });

  test('when a retry is finally refused (401), then the shopper is signed out and nothing more is asked', async () => {
    const server = installServer(() => databaseAway);
    await session.start();

    server.refresh = () => sessionExpired;
    await jest.advanceTimersByTimeAsync(2_000);

    expect(session.get()).toEqual({ user: null, loading: false });
    expect(localStorage.getItem('hasSession')).toBeNull();
    await jest.advanceTimersByTimeAsync(10 * 60_000);
    expect(server.refreshedAt).toHaveLength(2);
  });
});

describe('a refresh the server refuses', () => {
  test('when the refresh at page start answers 401, then the shopper is signed out at once and nothing more is asked', async () => {
    const server = installServer(() => sessionExpired);

    await session.start();

    expect(session.get()).toEqual({ user: null, loading: false });
    expect(localStorage.getItem('hasSession')).toBeNull();
    await jest.advanceTimersByTimeAsync(10 * 60_000);
    expect(server.refreshedAt).toHaveLength(1);
  });
});

describe('a guarded page while the session is unknown', () => {
  beforeEach(() => window.history.replaceState(null, '', '/orders'));

  test('when the refresh answers 503, then the page waits with a spinner instead of sending the shopper to /login, and opens once the retry succeeds', async () => {
    const server = installServer(() => databaseAway);

    render(<RequireUser>secret orders</RequireUser>);
    await act(() => jest.advanceTimersByTimeAsync(0));

    expect(screen.getByRole('status', { name: 'Loading...' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/orders');
    server.refresh = () => refreshedSession(shopper, token);
    await act(() => jest.advanceTimersByTimeAsync(2_000));
    expect(screen.getByText('secret orders')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/orders');
  });
});
