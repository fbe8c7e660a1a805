import type { EventEnvelope } from '@glow/contracts';
import { waitFor, type ServiceUnderTest } from '@glow/testing';
import jwt from 'jsonwebtoken';
import { cookieClient, signUp, type CookieCall } from './support/session-client';
import { capturedLogs } from './support/captured-logs';
import { newAccount } from './http-client';
import { startUserService } from './user-service';

describe('sessions: short access tokens, a rotating refresh cookie, real logout', () => {
  const logs = capturedLogs('info');
  let running: ServiceUnderTest;
  let call: CookieCall;
  const revoked: { userId: string; sessionId: string }[] = [];

  beforeAll(async () => {
    running = await startUserService({
      logger: logs.logger,
      env: {
        ADMIN_EMAIL: 'root@glow.test',
        ADMIN_PASSWORD: 'root password',
        LOGIN_RATE_LIMIT_PER_ACCOUNT: '1000',
      },
    });
    call = cookieClient(running.url);
    await running.bus.subscribe({
      group: 'test',
      topics: ['user.session.revoked'],
      handler: async (event: EventEnvelope) => {
        revoked.push(event.data as { userId: string; sessionId: string });
      },
    });
  });
  afterAll(() => running.stop());

  const logIn = (identifier: string, password: string) =>
    call('POST', '/api/users/login', { body: { identifier, password } });
  const profile = (token: string) => call('GET', '/api/users/profile', { token });
  const refresh = (refreshCookie?: string) => call('POST', '/api/users/refresh', { refreshCookie });

  it('when a shopper signs in, then the token lives 15 minutes and the refresh cookie is HttpOnly, Secure, SameSite=Strict and scoped to the refresh path', async () => {
    const account = await signUp(call);
    const answer = await logIn(account.email, account.password);
    expect(answer.status).toBe(200);
    expect(answer.body.expiresIn).toBe(900);
    const claims = jwt.decode(answer.body.token as string) as jwt.JwtPayload;
    expect(claims.exp! - claims.iat!).toBe(900);
    expect(claims.sid).toEqual(expect.any(String));
    expect(claims.amr).toEqual(['pwd']);
    const attributes = answer.setCookie!.split(/;\s*/).map((part) => part.toLowerCase());
    expect(attributes).toEqual(
      expect.arrayContaining(['httponly', 'secure', 'samesite=strict', 'path=/api/users/refresh']),
    );
    // Shoppers stay signed in for 7 days without a visit.
    const expires = Date.parse(attributes.find((part) => part.startsWith('expires='))!.slice(8));
    expect(expires - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(7 * 86_400_000);
  });

  it('when the refresh cookie is presented, then it answers a new token for the same session and rotates the cookie', async () => {
    const { token, refresh: first, id } = await signUp(call);
    const renewed = await refresh(first);
    expect(renewed.status).toBe(200);
    expect(renewed.body).toMatchObject({ token: expect.any(String), expiresIn: 900, user: { _id: id } });
    expect(renewed.refreshCookie).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(renewed.refreshCookie).not.toBe(first);
    expect((jwt.decode(renewed.body.token as string) as jwt.JwtPayload).sid).toBe(
      (jwt.decode(token) as jwt.JwtPayload).sid,
    );
    expect((await profile(renewed.body.token as string)).status).toBe(200);
    expect((await refresh(renewed.refreshCookie)).status).toBe(200);
  });

  /** Makes the cookie's first exchange `seconds` older, as if that time had passed. */
  const exchangedAgo = (cookie: string, seconds: number) =>
    running.service.ctx.db.pool.query(
      `UPDATE identity.refresh_tokens SET rotated_at = rotated_at - make_interval(secs => $2)
        WHERE token_hash = sha256(convert_to($1, 'UTF8'))`,
      [cookie, seconds],
    );

  it('when a rotated refresh token is replayed after its successor was used, then the whole family is revoked, logged and announced', async () => {
    const { refresh: stolen, id } = await signUp(call);
    const first = await refresh(stolen);
    const victim = await refresh(first.refreshCookie);
    expect([first.status, victim.status]).toEqual([200, 200]);

    const replay = await refresh(stolen);
    expect(replay).toMatchObject({ status: 401, body: { message: 'Session expired, please log in again' } });
    expect(replay.refreshCookie).toBe('');
    // The rightful holder's newer cookie and access token die with the family.
    expect((await refresh(victim.refreshCookie)).status).toBe(401);
    expect(await profile(victim.body.token as string)).toMatchObject({
      status: 401,
      body: { message: 'Not authorized, token revoked' },
    });
    const sessionId = (jwt.decode(victim.body.token as string) as jwt.JwtPayload).sid as string;
    await waitFor('user.session.revoked published', () =>
      revoked.some((event) => event.sessionId === sessionId && event.userId === id),
    );
    expect(logs.text()).toContain('refresh token reuse: session revoked');
    expect(logs.text()).toContain(sessionId);
    expect(logs.text()).not.toContain(stolen);
  });

  it('when a refresh answer was lost and the browser presents its cookie again, then it is renewed once more and the lost cookie is retired', async () => {
    const { refresh: cookie } = await signUp(call);
    const lost = await refresh(cookie);
    expect(lost.status).toBe(200);

    const retried = await refresh(cookie);

    expect(retried.status).toBe(200);
    expect(retried.refreshCookie).not.toBe(lost.refreshCookie);
    expect((await profile(retried.body.token as string)).status).toBe(200);
    // Whoever holds the answer that never arrived is a copy now: using it ends the session.
    expect((await refresh(lost.refreshCookie)).status).toBe(401);
    expect((await refresh(retried.refreshCookie)).status).toBe(401);
  });

  it('when the lost answer is retried after the grace, or its successor was used, then it is reuse: the family is revoked', async () => {
    const late = await signUp(call);
    const lateFirst = await refresh(late.refresh);
    await exchangedAgo(late.refresh, 5 * 60 + 1);
    expect((await refresh(late.refresh)).status).toBe(401);
    expect((await refresh(lateFirst.refreshCookie)).status).toBe(401);

    const used = await signUp(call);
    const usedFirst = await refresh(used.refresh);
    const usedSecond = await refresh(usedFirst.refreshCookie);
    expect((await refresh(used.refresh)).status).toBe(401);
    expect((await refresh(usedSecond.refreshCookie)).status).toBe(401);
  });

  it('when refreshes race with one cookie, then they queue: only the last answer lives, and using an earlier one ends the family', async () => {
    const { refresh: cookie } = await signUp(call);
    const answers = await Promise.all([refresh(cookie), refresh(cookie), refresh(cookie)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const live: string[] = [];
    for (const answer of answers) {
      // Each answer's successor was retired by the next retry, but for the last one.
      const [row] = (
        await running.service.ctx.db.pool.query<{ retired: boolean }>(
          `SELECT retired_at IS NOT NULL AS retired FROM identity.refresh_tokens
            WHERE token_hash = sha256(convert_to($1, 'UTF8'))`,
          [answer.refreshCookie],
        )
      ).rows;
      if (!row!.retired) live.push(answer.refreshCookie!);
    }
    expect(live).toHaveLength(1);
    const retired = answers.map((answer) => answer.refreshCookie).find((value) => value !== live[0])!;
    expect((await refresh(retired)).status).toBe(401);
    expect((await refresh(live[0]!)).status).toBe(401);
  });

  it('when a retry of a lost answer races the use of that answer, then they cannot both win: the family ends', async () => {
    for (let round = 0; round < 5; round += 1) {
      const { refresh: cookie } = await signUp(call);
      const successor = await refresh(cookie);

      const answers = await Promise.all([refresh(cookie), refresh(successor.refreshCookie)]);

      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
      const winner = answers.find((answer) => answer.status === 200)!;
      expect((await refresh(winner.refreshCookie)).status).toBe(401);
    }
  });

  it('when the cookie is missing, malformed or unknown, then refresh is a 401 with the message', async () => {
    for (const cookie of [undefined, 'not-a-token', 'A'.repeat(43)]) {
      expect(await refresh(cookie)).toMatchObject({
        status: 401,
        body: { message: 'Session expired, please log in again' },
      });
    }
  });

  it('when a shopper logs out, then the access token and the refresh cookie stop working at once and the cookie is cleared', async () => {
    const account = await signUp(call);
    const { token, refresh: cookie } = account;
    const other = await logIn(account.email, account.password);
    const logout = await call('POST', '/api/users/logout', { token });
    expect(logout.status).toBe(204);
    expect(logout.refreshCookie).toBe('');
    expect(await profile(token)).toMatchObject({
      status: 401,
      body: { message: 'Not authorized, token revoked' },
    });
    expect((await refresh(cookie)).status).toBe(401);
    // Another device's session is not this one: it goes on.
    expect((await profile(other.body.token as string)).status).toBe(200);
    expect((await refresh(other.refreshCookie)).status).toBe(200);
  });

  it('when a shopper logs out of all devices, then every session and every access token ends', async () => {
    const account = await signUp(call);
    const { token, refresh: cookie } = account;
    const phone = await logIn(account.email, account.password);
    expect((await call('POST', '/api/users/logout-all', { token })).status).toBe(204);
    for (const stale of [token, phone.body.token as string]) expect((await profile(stale)).status).toBe(401);
    expect((await refresh(cookie)).status).toBe(401);
    expect((await refresh(phone.refreshCookie)).status).toBe(401);
    // Signing in again works as ever.
    const again = await logIn(account.email, account.password);
    expect((await profile(again.body.token as string)).status).toBe(200);
  });

  it('when an admin signs in, then the session ends after 30 idle minutes', async () => {
    const answer = await logIn('root@glow.test', 'root password');
    const expires = Date.parse(/Expires=([^;]+)/i.exec(answer.setCookie!)![1]!);
    expect(expires - Date.now()).toBeGreaterThan(29 * 60_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(30 * 60_000);
  });

  it('when an admin changes a shopper role, then the shopper must sign in again', async () => {
    const { refresh: cookie, id } = await signUp(call);
    const admin = await logIn('root@glow.test', 'root password');
    const promoted = await call('PUT', `/api/users/${id}`, {
      token: admin.body.token as string,
      body: { isAdmin: true },
    });
    expect(promoted.status).toBe(200);
    expect((await refresh(cookie)).status).toBe(401);
  });
});

describe('an access token is useless once it expires', () => {
  let running: ServiceUnderTest;
  beforeAll(async () => {
    // Long enough that the renewed token is still fresh when it is used on a busy machine.
    running = await startUserService({ env: { JWT_EXPIRES_IN: '3s' } });
  });
  afterAll(() => running.stop());

  it('when the lifetime has passed, then the token is refused as expired while the refresh cookie still renews it', async () => {
    const call = cookieClient(running.url);
    const registered = await call('POST', '/api/users/register', { body: newAccount() });
    expect(registered.body.expiresIn).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 3_100));
    expect(await call('GET', '/api/users/profile', { token: registered.body.token as string })).toMatchObject(
      {
        status: 401,
        body: { message: 'Not authorized, token expired' },
      },
    );
    const renewed = await call('POST', '/api/users/refresh', { refreshCookie: registered.refreshCookie });
    expect((await call('GET', '/api/users/profile', { token: renewed.body.token as string })).status).toBe(
      200,
    );
  });
});
