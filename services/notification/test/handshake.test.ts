import { createTestKeys, type ServiceUnderTest } from '@glow/testing';
import { envelope, publish, uniqueId, unreadChanged } from './helpers/events';
import { LiveClients } from './helpers/live-clients';
import { readiness, startNotification, untilReady } from './helpers/notification';

describe('notification socket handshake', () => {
  let running: ServiceUnderTest;
  const clients = new LiveClients();

  beforeAll(async () => {
    running = await startNotification();
    await untilReady(running.url);
  });
  afterAll(async () => {
    clients.closeAll();
    await running?.stop();
  });

  it('when a socket brings no token, then the connection is refused', async () => {
    await expect(clients.refusal(running.url)).resolves.toBe('Not authorized, no token');
  });

  it('when a socket brings a garbage token, then the connection is refused', async () => {
    await expect(clients.refusal(running.url, { token: 'not.a.jwt' })).resolves.toBe(
      'Not authorized, token invalid',
    );
  });

  it('when a socket brings an expired token, then the connection is refused', async () => {
    const expired = running.keys.sign({ _id: 'user-expired' }, { expiresIn: -60 });
    await expect(clients.refusal(running.url, { token: expired })).resolves.toBe(
      'Not authorized, token expired',
    );
  });

  it('when a token is signed by another key, then the connection is refused', async () => {
    const forged = createTestKeys().sign({ _id: 'user-forged', isAdmin: true });
    await expect(clients.refusal(running.url, { token: forged })).resolves.toBe(
      'Not authorized, token invalid',
    );
  });

  it('when the token comes as "Bearer <token>" or in the Authorization header, then the socket connects', async () => {
    const token = running.keys.sign({ _id: 'user-bearer' });
    const viaAuth = await clients.connect(running.url, { token: `Bearer ${token}` });
    const viaHeader = await clients.connect(running.url, { headers: { authorization: `Bearer ${token}` } });
    expect(viaAuth.socket.connected).toBe(true);
    expect(viaHeader.socket.connected).toBe(true);
  });

  it('when the user service announces a newer token version, then sockets with older tokens are closed and refused, and the new token connects', async () => {
    const userId = uniqueId('user');
    const before = running.keys.sign({ _id: userId, tv: 0 });
    const open = await clients.connect(running.url, { token: before });
    const closedBy = new Promise<string>((resolve) => open.socket.once('disconnect', resolve));

    await publish(
      running.bus,
      envelope('user.updated', userId, {
        _id: userId,
        username: 'ada',
        email: 'ada@example.com',
        isAdmin: false,
        tokenVersion: 1,
      }),
    );

    await expect(closedBy).resolves.toBe('io server disconnect');
    await expect(clients.refusal(running.url, { token: before })).resolves.toBe(
      'Not authorized, token revoked',
    );
    const after = await clients.connect(running.url, { token: running.keys.sign({ _id: userId, tv: 1 }) });
    expect(after.socket.connected).toBe(true);
  });

  it('when the user service announces a logout, then the sockets of that session are closed and refused, and the user’s other sessions stay connected', async () => {
    const userId = uniqueId('user');
    const [endedSession, otherSession] = [uniqueId('session'), uniqueId('session')];
    const ended = running.keys.sign({ _id: userId, sid: endedSession });
    const open = await clients.connect(running.url, { token: ended });
    const other = await clients.connect(running.url, {
      token: running.keys.sign({ _id: userId, sid: otherSession }),
    });
    const closedBy = new Promise<string>((resolve) => open.socket.once('disconnect', resolve));

    await publish(
      running.bus,
      envelope('user.session.revoked', userId, {
        userId,
        sessionId: endedSession,
        revokedAt: new Date().toISOString(),
      }),
    );

    await expect(closedBy).resolves.toBe('io server disconnect');
    await expect(clients.refusal(running.url, { token: ended })).resolves.toBe(
      'Not authorized, token revoked',
    );
    await publish(running.bus, unreadChanged(userId, 3));
    await expect(other.waitFor('unreadCountUpdated')).resolves.toEqual({ count: 3, through: 3 });
    expect(other.socket.connected).toBe(true);
  });

  it('when a user changes only their name, then their open socket stays connected', async () => {
    const userId = uniqueId('user');
    const open = await clients.connect(running.url, { token: running.keys.sign({ _id: userId, tv: 2 }) });

    await publish(
      running.bus,
      envelope('user.updated', userId, {
        _id: userId,
        username: 'ada-renamed',
        email: 'ada@example.com',
        isAdmin: false,
        tokenVersion: 2,
      }),
    );

    await publish(running.bus, unreadChanged(userId, 4));
    await expect(open.waitFor('unreadCountUpdated')).resolves.toEqual({ count: 4, through: 4 });
    expect(open.socket.connected).toBe(true);
  });

  it('when the user service announces a deletion, then every token of that user is refused', async () => {
    const userId = uniqueId('user');
    await publish(running.bus, envelope('user.deleted', userId, { _id: userId }));
    await expect(
      clients.refusal(running.url, { token: running.keys.sign({ _id: userId, tv: 7 }) }),
    ).resolves.toBe('Not authorized, token revoked');
  });

  it('when Redis is configured, then readiness includes a passing redis check', async () => {
    expect(await readiness(running.url)).toEqual({
      ready: true,
      checks: { bus: true, database: true, redis: true },
    });
  });
});
