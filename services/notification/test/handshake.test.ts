import { createTestKeys, type ServiceUnderTest } from '@glow/service-kit/testing';
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

  it('when Redis is configured, then readiness includes a passing redis check', async () => {
    expect(await readiness(running.url)).toEqual({ ready: true, checks: { bus: true, redis: true } });
  });
});
