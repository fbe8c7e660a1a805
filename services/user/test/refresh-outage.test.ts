import {
  createTestDatabase,
  startTcpProxy,
  type ServiceUnderTest,
  type TcpProxy,
  type TestDatabase,
} from '@glow/testing';
import { cookieClient, signUp, type CookieCall } from './support/session-client';
import { startUserService } from './user-service';

// The user service reaches PostgreSQL through a proxy the test cuts: a database blip, as a shopper's
// browser meets it when it reloads and asks for a new access token.
describe('the refresh cookie while PostgreSQL is away', () => {
  let database: TestDatabase;
  let proxy: TcpProxy;
  let running: ServiceUnderTest;
  let call: CookieCall;

  beforeAll(async () => {
    database = await createTestDatabase();
    proxy = await startTcpProxy(Number(new URL(database.url).port || 5432));
    running = await startUserService({ database, env: { DATABASE_URL: proxy.urlThrough(database.url) } });
    call = cookieClient(running.url);
  });
  afterEach(() => proxy.restore());
  afterAll(async () => {
    await running?.stop();
    await proxy?.close();
    await database?.drop();
  });

  const refresh = (refreshCookie: string) => call('POST', '/api/users/refresh', { refreshCookie });

  it('when the database is cut, then a refresh answers 503 and keeps the cookie, which renews the session once the database is back', async () => {
    const { refresh: cookie, id } = await signUp(call);

    await proxy.cut();
    const duringOutage = await refresh(cookie);

    expect(duringOutage).toMatchObject({
      status: 503,
      body: { message: 'Service temporarily unavailable, please try again shortly' },
    });
    expect(duringOutage.setCookie).toBeUndefined();

    await proxy.restore();
    const healed = await refresh(cookie);

    expect(healed).toMatchObject({ status: 200, body: { user: { _id: id } } });
    expect(healed.refreshCookie).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('when the cookie is refused (unknown, or its session ended), then the answer is 401 and clears it', async () => {
    const unknown = await refresh('A'.repeat(43));
    expect(unknown).toMatchObject({ status: 401, body: { message: 'Session expired, please log in again' } });
    expect(unknown.refreshCookie).toBe('');

    const { token, refresh: cookie } = await signUp(call);
    expect((await call('POST', '/api/users/logout', { token })).status).toBe(204);
    const ended = await refresh(cookie);
    expect(ended.status).toBe(401);
    expect(ended.refreshCookie).toBe('');
  });
});
