import { io, type Socket } from 'socket.io-client';
import { callApi, newAccount, registerAccount, stackUnderTest } from '../support';

/**
 * Across services on the running stack: the user service revokes a token (password change) and
 * notification, which only learns it from `user.updated`, closes the socket and refuses the token.
 */
const sockets: Socket[] = [];

function openSocket(token: string): Socket {
  const socket = io(stackUnderTest().url, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    auth: { token },
  });
  sockets.push(socket);
  return socket;
}

function connected(socket: Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error) => reject(error));
  });
}

function refusal(socket: Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => reject(new Error('the socket connected')));
    socket.once('connect_error', (error) => resolve(error.message));
  });
}

afterAll(() => {
  for (const socket of sockets) socket.close();
});

test('when a user changes the password, then the old token stops working in the user service and in notification', async () => {
  const account = newAccount('revoke');
  const before = await registerAccount(account);
  const socket = openSocket(before.token);
  await connected(socket);
  const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));

  const changed = await callApi('/api/users/profile', {
    method: 'PUT',
    token: before.token,
    body: { password: 'second-secret', confirmPassword: 'second-secret', currentPassword: account.password },
  });
  expect(changed.status).toBe(200);
  const { token: after } = (await changed.json()) as { token: string };

  // The user service decides at once; notification within the documented bound (event + cache).
  expect((await callApi('/api/users/profile', { token: before.token })).status).toBe(401);
  await expect(closed).resolves.toBe('io server disconnect');
  await expect(refusal(openSocket(before.token))).resolves.toBe('Not authorized, token revoked');
  await expect(connected(openSocket(after))).resolves.toBeUndefined();
});
