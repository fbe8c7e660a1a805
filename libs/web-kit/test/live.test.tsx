import { io } from 'socket.io-client';
import { waitFor } from '@testing-library/react';
import { live, readToken, session } from '../src';
import { resetSessionForTests } from '../src/session/session-store';
import { installFetch, rejectedToken } from './fake-fetch';
import { admin, shopper, token } from './fixtures';

interface FakeSocket {
  options: unknown;
  emitted: unknown[][];
  connected: boolean;
  disconnected: boolean;
  active: boolean;
  connects: number;
  fire(event: string, ...args: unknown[]): void;
}

const sockets: FakeSocket[] = [];

jest.mock('socket.io-client', () => ({
  io: jest.fn((options: unknown) => {
    const listeners = new Map<string, ((...args: unknown[]) => void)[]>();
    const anyListeners: ((event: string, ...args: unknown[]) => void)[] = [];
    const socket = {
      options,
      emitted: [] as unknown[][],
      connected: false,
      disconnected: false,
      active: true,
      connects: 0,
      connect() {
        socket.connects += 1;
        return socket;
      },
      on(event: string, fn: (...args: unknown[]) => void) {
        listeners.set(event, [...(listeners.get(event) ?? []), fn]);
        return socket;
      },
      onAny(fn: (event: string, ...args: unknown[]) => void) {
        anyListeners.push(fn);
        return socket;
      },
      emit(...args: unknown[]) {
        socket.emitted.push(args);
        return socket;
      },
      disconnect() {
        socket.disconnected = true;
        socket.connected = false;
        return socket;
      },
      fire(event: string, ...args: unknown[]) {
        if (event === 'connect') socket.connected = true;
        const reserved = ['connect', 'disconnect', 'connect_error'].includes(event);
        for (const fn of listeners.get(event) ?? []) fn(...args);
        if (!reserved) for (const fn of anyListeners) fn(event, ...args);
      },
    };
    sockets.push(socket);
    return socket;
  }),
}));

/** What the socket would present at its next (re)connection. */
function authOf(socket: FakeSocket): unknown {
  let sent: unknown;
  (socket.options as { auth: (send: (data: unknown) => void) => void }).auth((data) => (sent = data));
  return sent;
}

/** The socket.io client is loaded lazily: let that import settle. */
const loaded = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  live.disconnect();
  localStorage.clear();
  resetSessionForTests();
  sockets.length = 0;
  jest.mocked(io).mockClear();
});

test('when the user logs out while the client is loading, then no socket opens', async () => {
  live.connect();
  session.login(token, shopper);
  session.logout();
  await loaded();

  expect(io).not.toHaveBeenCalled();
});

test('when nobody is signed in, then no connection is opened', async () => {
  session.logout();

  live.connect();
  await loaded();

  expect(io).not.toHaveBeenCalled();
});

test('when a user signs in, then a websocket opens with the Bearer token and joins the user room on connect', async () => {
  live.connect();

  session.login(token, shopper);
  await loaded();

  expect(io).toHaveBeenCalledTimes(1);
  expect(sockets[0]!.options).toEqual({ transports: ['websocket'], auth: expect.any(Function) });
  expect(authOf(sockets[0]!)).toEqual({ token: `Bearer ${token}` });
  expect(sockets[0]!.emitted).toEqual([]);
  sockets[0]!.fire('connect');
  expect(sockets[0]!.emitted).toEqual([['joinRoom', shopper._id]]);
  expect(live.connected).toBe(true);
});

test('when a user is already signed in, then connecting opens the socket at once', async () => {
  session.login(token, shopper);

  live.connect();
  live.connect();
  await loaded();

  expect(io).toHaveBeenCalledTimes(1);
});

test('when the user logs out, then the connection is closed', async () => {
  live.connect();
  session.login(token, shopper);
  await loaded();

  session.logout();

  expect(sockets[0]!.disconnected).toBe(true);
  expect(io).toHaveBeenCalledTimes(1);
});

test('when another user signs in, then the old socket closes and a new one joins the new room', async () => {
  live.connect();
  session.login(token, shopper);
  await loaded();

  session.login('other.token.value', admin);
  await loaded();

  expect(sockets[0]!.disconnected).toBe(true);
  expect(authOf(sockets[1]!)).toEqual({ token: 'Bearer other.token.value' });
  sockets[1]!.fire('connect');
  expect(sockets[1]!.emitted).toEqual([['joinRoom', admin._id]]);
});

test('when the token is refreshed, then the socket stays open and its next connection presents the new token', async () => {
  live.connect();
  session.login(token, shopper);
  await loaded();
  sockets[0]!.fire('connect');
  installFetch(() => ({
    status: 200,
    body: { token: 'refreshed.token.value', expiresIn: 900, user: shopper },
  }));

  jest.useFakeTimers();
  try {
    // Signed in again (e.g. in another tab's wake) with a lifetime: the refresh is planned at 80 %.
    session.login(token, shopper, 900);
    jest.advanceTimersByTime(720_000);
  } finally {
    jest.useRealTimers();
  }
  await waitFor(() => expect(readToken()).toBe('refreshed.token.value'));

  expect(io).toHaveBeenCalledTimes(1);
  expect(sockets[0]!.disconnected).toBe(false);
  expect(authOf(sockets[0]!)).toEqual({ token: 'Bearer refreshed.token.value' });
});

test('when the profile is only updated, then the connection stays open', async () => {
  live.connect();
  session.login(token, shopper);
  await loaded();

  session.update({ ...shopper, username: 'ada2' });

  expect(io).toHaveBeenCalledTimes(1);
  expect(sockets[0]!.disconnected).toBe(false);
});

test('when a browser event arrives, then its subscribers get the payload until they unsubscribe', async () => {
  session.login(token, shopper);
  const counts: number[] = [];
  const unsubscribe = live.subscribe('unreadCountUpdated', ({ count }) => counts.push(count));
  const statuses: string[] = [];
  live.subscribe('orderStatusUpdated', ({ status }) => statuses.push(status));
  await loaded();

  sockets[0]!.fire('unreadCountUpdated', { count: 4 });
  sockets[0]!.fire('orderStatusUpdated', { orderId: 'o1', status: 'Shipped' });
  unsubscribe();
  sockets[0]!.fire('unreadCountUpdated', { count: 5 });

  expect(counts).toEqual([4]);
  expect(statuses).toEqual(['Shipped']);
});

test('when the socket (re)connects, then connect listeners run after the room is joined', async () => {
  session.login(token, shopper);
  const seen: unknown[][] = [];
  live.onConnect(() => seen.push([...sockets[0]!.emitted]));
  await loaded();

  sockets[0]!.fire('connect');

  expect(seen).toEqual([[['joinRoom', shopper._id]]]);
});

test('when a closed socket still delivers a late event, then subscribers do not hear it', async () => {
  session.login(token, shopper);
  const messages: string[] = [];
  live.subscribe('newMessage', ({ message }) => messages.push(message));
  await loaded();
  const old = sockets[0]!;

  session.logout();
  old.fire('newMessage', { _id: 'm1', user: 'all', message: 'late', createdAt: '' });

  expect(messages).toEqual([]);
});

describe('when the server closes or refuses the socket', () => {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  test('because the token was revoked, then the session ends and no socket reopens', async () => {
    session.login(token, shopper);
    live.connect();
    await loaded();
    const fetch = installFetch(() => rejectedToken);

    sockets[0]!.fire('disconnect', 'io server disconnect');
    await settle();

    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/api/users/profile', '/api/users/refresh']);
    expect(session.get().user).toBeNull();
    expect(io).toHaveBeenCalledTimes(1);
  });

  test('and the profile still loads, then one new socket opens for the same user', async () => {
    session.login(token, shopper);
    live.connect();
    await loaded();
    installFetch(() => ({ status: 200, body: shopper }));

    sockets[0]!.fire('disconnect', 'io server disconnect');
    await settle();
    await loaded();

    expect(session.get().user).toEqual(shopper);
    expect(io).toHaveBeenCalledTimes(2);
  });

  test('and the same token is refused again, then it asks only once (no loop)', async () => {
    session.login(token, shopper);
    live.connect();
    await loaded();
    const fetch = installFetch(() => ({ status: 200, body: shopper }));
    sockets[0]!.active = false;
    sockets[0]!.fire('connect_error', new Error('Not authorized, token revoked'));
    await settle();
    await loaded();

    sockets[1]!.active = false;
    sockets[1]!.fire('connect_error', new Error('Not authorized, token revoked'));
    await settle();
    await loaded();

    expect(fetch).toHaveBeenCalledTimes(1);
    expect(io).toHaveBeenCalledTimes(2);
  });

  test('because the network dropped (the client retries), then nothing is asked', async () => {
    session.login(token, shopper);
    live.connect();
    await loaded();
    const fetch = installFetch(() => ({ status: 200, body: shopper }));

    sockets[0]!.fire('connect_error', new Error('websocket error'));
    sockets[0]!.fire('disconnect', 'transport close');
    await settle();

    expect(fetch).not.toHaveBeenCalled();
    expect(session.get().user).toEqual(shopper);
  });

  test('because the token could not be checked right now (retryable), then the session stays and the socket tries again later', async () => {
    session.login(token, shopper);
    live.connect();
    await loaded();
    const fetch = installFetch(() => rejectedToken);
    jest.useFakeTimers();
    try {
      sockets[0]!.active = false;
      sockets[0]!.fire(
        'connect_error',
        Object.assign(new Error('Service temporarily unavailable, please try again shortly'), {
          data: { retryable: true },
        }),
      );
      jest.advanceTimersByTime(999);
      expect(sockets[0]!.connects).toBe(0);
      jest.advanceTimersByTime(1);
      expect(sockets[0]!.connects).toBe(1);

      sockets[0]!.fire('connect_error', Object.assign(new Error('again'), { data: { retryable: true } }));
      jest.advanceTimersByTime(2_000);
      expect(sockets[0]!.connects).toBe(2);
    } finally {
      jest.useRealTimers();
    }
    await settle();

    expect(fetch).not.toHaveBeenCalled();
    expect(session.get().user).toEqual(shopper);
    expect(sockets[0]!.disconnected).toBe(false);
    expect(io).toHaveBeenCalledTimes(1);
  });

  test('and the user logs out while a retry waits, then no reconnection happens', async () => {
    session.login(token, shopper);
    live.connect();
    await loaded();
    jest.useFakeTimers();
    try {
      sockets[0]!.active = false;
      sockets[0]!.fire('connect_error', Object.assign(new Error('busy'), { data: { retryable: true } }));
      session.logout();
      jest.advanceTimersByTime(60_000);
    } finally {
      jest.useRealTimers();
    }

    expect(sockets[0]!.connects).toBe(0);
  });
});
