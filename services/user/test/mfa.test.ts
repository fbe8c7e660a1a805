import type { Logger } from '@glow/service-kit';
import type { ServiceUnderTest } from '@glow/testing';
import type { UserContext } from '../src/config';
import { newAccount } from './http-client';
import { capturedLogs } from './support/captured-logs';
import { codeAt, enrolled, freshAdmin, methodsOf, testMfaKey } from './support/mfa-helpers';
import { cookieClient, type CookieCall } from './support/session-client';
import { startUserService } from './user-service';

const seeded = { identifier: 'root@glow.test', password: 'root password' };

function startWithMfa(env: Record<string, string> = {}, logger?: Logger) {
  return startUserService({
    logger,
    env: {
      ADMIN_EMAIL: seeded.identifier,
      ADMIN_PASSWORD: seeded.password,
      LOGIN_RATE_LIMIT_PER_ACCOUNT: '1000',
      LOGIN_RATE_LIMIT_PER_IP: '1000',
      MFA_SECRET_KEY: testMfaKey,
      ...env,
    },
  });
}

describe('admin second factor (TOTP)', () => {
  let running: ServiceUnderTest;
  let call: CookieCall;
  let root = '';
  beforeAll(async () => {
    running = await startWithMfa();
    call = cookieClient(running.url);
    root = (await call('POST', '/api/users/login', { body: seeded })).body.token as string;
  });
  afterAll(() => running.stop());

  const logIn = (admin: { email: string; password: string }) =>
    call('POST', '/api/users/login', { body: { identifier: admin.email, password: admin.password } });
  const secondStep = (body: Record<string, string>) => call('POST', '/api/users/login/mfa', { body });

  it('when an admin enrols and confirms, then the login asks for a code and the code signs in with amr pwd+otp', async () => {
    const admin = await freshAdmin(call, root);
    const enrolment = await call('POST', '/api/users/mfa/enrol', {
      token: admin.token,
      body: { password: admin.password },
    });
    expect(enrolment.status).toBe(200);
    expect(enrolment.body.otpauthUrl).toMatch(/^otpauth:\/\/totp\/Glow:.*issuer=Glow/);
    expect(enrolment.body.otpauthUrl).toContain(encodeURIComponent(admin.email));
    expect(enrolment.body.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);

    const secret = enrolment.body.secret as string;
    const confirmed = await call('POST', '/api/users/mfa/confirm', {
      token: admin.token,
      body: { code: await codeAt(secret) },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ expiresIn: 900, user: { _id: admin.id, isAdmin: true } });
    expect(confirmed.body.recoveryCodes).toHaveLength(10);
    expect(new Set(confirmed.body.recoveryCodes as string[]).size).toBe(10);
    expect(methodsOf(confirmed.body.token as string)).toEqual(['pwd', 'otp']);
    expect(confirmed.refreshCookie).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const login = await logIn(admin);
    expect(login.status).toBe(200);
    expect(login.body).toEqual({ mfaRequired: true, mfaToken: expect.any(String), expiresIn: 300 });
    expect(login.setCookie).toBeUndefined();

    const signedIn = await secondStep({
      mfaToken: login.body.mfaToken as string,
      code: await codeAt(secret, 1),
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toMatchObject({ expiresIn: 900, user: { _id: admin.id } });
    expect(methodsOf(signedIn.body.token as string)).toEqual(['pwd', 'otp']);
    expect(signedIn.refreshCookie).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // A refresh keeps the second factor.
    const refreshed = await call('POST', '/api/users/refresh', { refreshCookie: signedIn.refreshCookie });
    expect(methodsOf(refreshed.body.token as string)).toEqual(['pwd', 'otp']);

    expect(await call('GET', '/api/users/mfa', { token: signedIn.body.token as string })).toMatchObject({
      status: 200,
      body: { enrolled: true, recoveryCodesLeft: 10, required: false },
    });
  });

  it('when the second factor is confirmed, then every earlier token and session of the admin stops working', async () => {
    const admin = await freshAdmin(call, root);
    const otherDevice = await logIn(admin);
    const { token } = await enrolled(call, admin);
    for (const old of [admin.token, otherDevice.body.token as string])
      expect(await call('GET', '/api/users/profile', { token: old })).toMatchObject({
        status: 401,
        body: { message: 'Not authorized, token revoked' },
      });
    expect(
      (await call('POST', '/api/users/refresh', { refreshCookie: otherDevice.refreshCookie })).status,
    ).toBe(401);
    expect((await call('GET', '/api/users/profile', { token })).status).toBe(200);
  });

  it('when a code was accepted once, then it is refused the second time and the next one works', async () => {
    const admin = await freshAdmin(call, root);
    const { secret, code } = await enrolled(call, admin);
    const login = await logIn(admin);
    const mfaToken = login.body.mfaToken as string;

    const replay = await secondStep({ mfaToken, code });
    expect(replay).toMatchObject({ status: 401, body: { message: 'Invalid authentication code' } });
    const raw = await fetch(`${running.url}/api/users/login/mfa`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mfaToken, code: '000000' }),
    });
    expect(raw.headers.get('www-authenticate')).toBeNull();

    const next = await secondStep({ mfaToken, code: await codeAt(secret, 1) });
    expect(next.status).toBe(200);
    // The token completed its sign-in: it is of no further use.
    expect(await secondStep({ mfaToken, code: await codeAt(secret, 1) })).toMatchObject({
      status: 401,
      body: { message: 'Sign-in expired, please log in again' },
    });
  });

  it('when codes keep coming for one account, then past the limit even the right code gets 429', async () => {
    const admin = await freshAdmin(call, root);
    const { secret } = await enrolled(call, admin); // the confirmation was the first check
    const mfaToken = (await logIn(admin)).body.mfaToken as string;
    for (let attempt = 0; attempt < 4; attempt += 1)
      expect((await secondStep({ mfaToken, code: '000000' })).status).toBe(401);
    expect(await secondStep({ mfaToken, code: await codeAt(secret, 1) })).toMatchObject({
      status: 429,
      body: { message: 'Too many attempts, please try again later' },
    });
    // Another admin is not held back by this one's attempts.
    const other = await freshAdmin(call, root);
    const otherFactor = await enrolled(call, other);
    const otherLogin = await logIn(other);
    expect(
      (
        await secondStep({
          mfaToken: otherLogin.body.mfaToken as string,
          code: await codeAt(otherFactor.secret, 1),
        })
      ).status,
    ).toBe(200);
  });

  it('when a recovery code is used, then it signs in once and never again', async () => {
    const admin = await freshAdmin(call, root);
    const { recoveryCodes } = await enrolled(call, admin);
    const typed = recoveryCodes[3]!.toLowerCase();
    const first = await secondStep({
      mfaToken: (await logIn(admin)).body.mfaToken as string,
      recoveryCode: typed,
    });
    expect(first.status).toBe(200);
    expect(methodsOf(first.body.token as string)).toEqual(['pwd', 'otp']);
    const again = await secondStep({
      mfaToken: (await logIn(admin)).body.mfaToken as string,
      recoveryCode: recoveryCodes[3]!,
    });
    expect(again).toMatchObject({ status: 401, body: { message: 'Invalid recovery code' } });
    expect((await call('GET', '/api/users/mfa', { token: first.body.token as string })).body).toMatchObject({
      recoveryCodesLeft: 9,
    });
  });

  it('when the second-step token is used as a bearer token, then nothing accepts it', async () => {
    const admin = await freshAdmin(call, root);
    await enrolled(call, admin);
    const mfaToken = (await logIn(admin)).body.mfaToken as string;
    expect((await call('GET', '/api/users/profile', { token: mfaToken })).status).toBe(401);
    expect((await call('GET', '/api/users', { token: mfaToken })).status).toBe(401);
  });

  it('when the factor is stored, then the secret is encrypted and the recovery codes are hashed', async () => {
    const admin = await freshAdmin(call, root);
    const { secret, recoveryCodes } = await enrolled(call, admin);
    const { pool } = (running.service.ctx as unknown as UserContext).db;
    const factor = await pool.query<{ secret_encrypted: Buffer }>(
      'SELECT secret_encrypted FROM identity.mfa_factors WHERE user_id = $1',
      [admin.id],
    );
    const stored = factor.rows[0]!.secret_encrypted;
    expect(stored.toString('latin1')).not.toContain(secret);
    expect(stored.length).toBeGreaterThan(12 + 16);
    const codes = await pool.query<{ code_hash: Buffer }>(
      'SELECT code_hash FROM identity.mfa_recovery_codes WHERE user_id = $1',
      [admin.id],
    );
    expect(codes.rows).toHaveLength(10);
    const dump = codes.rows.map((row) => row.code_hash.toString('latin1')).join('');
    for (const code of recoveryCodes) expect(dump).not.toContain(code.replace(/-/g, ''));
  });

  it('when the admin starts the set-up again before confirming, then only the newest secret is accepted', async () => {
    const admin = await freshAdmin(call, root);
    const enrol = () =>
      call('POST', '/api/users/mfa/enrol', { token: admin.token, body: { password: admin.password } });
    const first = (await enrol()).body.secret as string;
    const second = (await enrol()).body.secret as string;
    expect(second).not.toBe(first);
    expect(
      await call('POST', '/api/users/mfa/confirm', {
        token: admin.token,
        body: { code: await codeAt(first) },
      }),
    ).toMatchObject({ status: 403, body: { message: 'Invalid authentication code' } });
    expect(
      (
        await call('POST', '/api/users/mfa/confirm', {
          token: admin.token,
          body: { code: await codeAt(second) },
        })
      ).status,
    ).toBe(200);
  });

  it('when a shopper asks to enrol, then it is refused', async () => {
    const shopper = newAccount();
    const registered = await call('POST', '/api/users/register', { body: shopper });
    const token = registered.body.token as string;
    expect(
      await call('POST', '/api/users/mfa/enrol', { token, body: { password: shopper.password } }),
    ).toMatchObject({ status: 403, body: { message: 'Not authorized as an admin' } });
    expect((await call('GET', '/api/users/mfa', { token })).status).toBe(403);
  });

  it('when the password given to enrol is wrong, then it is refused and nothing is set up', async () => {
    const admin = await freshAdmin(call, root);
    expect(
      await call('POST', '/api/users/mfa/enrol', { token: admin.token, body: { password: 'not it' } }),
    ).toMatchObject({ status: 403, body: { message: 'Current password is incorrect' } });
    expect((await call('GET', '/api/users/mfa', { token: admin.token })).body).toMatchObject({
      enrolled: false,
    });
  });

  it('when the factor is turned off with the password and a code, then the login signs in with the password alone', async () => {
    const admin = await freshAdmin(call, root);
    const { secret, token } = await enrolled(call, admin);
    expect(
      await call('DELETE', '/api/users/mfa', { token, body: { password: admin.password, code: '000000' } }),
    ).toMatchObject({ status: 403, body: { message: 'Invalid authentication code' } });
    const off = await call('DELETE', '/api/users/mfa', {
      token,
      body: { password: admin.password, code: await codeAt(secret, 1) },
    });
    expect(off.status).toBe(200);
    const login = await logIn(admin);
    expect(login.body).toMatchObject({ token: expect.any(String), user: { _id: admin.id } });
    expect(methodsOf(login.body.token as string)).toEqual(['pwd']);
  });
});

describe('admin second factor required (ADMIN_MFA_REQUIRED=true)', () => {
  let running: ServiceUnderTest;
  let call: CookieCall;
  let root = '';
  beforeAll(async () => {
    running = await startWithMfa({ ADMIN_MFA_REQUIRED: 'true' });
    call = cookieClient(running.url);
    // The seeded admin needs the second factor before it may promote anyone here.
    const seededLogin = await call('POST', '/api/users/login', { body: seeded });
    root = (await enrolled(call, { token: seededLogin.body.token as string, password: seeded.password }))
      .token;
  });
  afterAll(() => running.stop());

  it('when an admin has no second factor, then admin routes answer mfa_required while enrolment still works, and the new token passes', async () => {
    const admin = await freshAdmin(call, root);
    expect(await call('GET', '/api/users', { token: admin.token })).toMatchObject({
      status: 403,
      body: {
        message: 'Two-factor sign-in is required for admin accounts: set it up in your profile',
        code: 'mfa_required',
      },
    });
    expect((await call('GET', '/api/users/mfa', { token: admin.token })).body).toEqual({
      enrolled: false,
      recoveryCodesLeft: 0,
      required: true,
    });
    const { token, secret } = await enrolled(call, admin);
    expect((await call('GET', '/api/users', { token })).status).toBe(200);
    expect(
      await call('DELETE', '/api/users/mfa', {
        token,
        body: { password: admin.password, code: await codeAt(secret, 1) },
      }),
    ).toMatchObject({ status: 409 });
  });
});

describe('admin second factor: limits per address and secrets kept out of the logs', () => {
  const { logger, text: logged } = capturedLogs('trace');
  let running: ServiceUnderTest;
  let call: CookieCall;
  beforeAll(async () => {
    running = await startWithMfa({ MFA_RATE_LIMIT_PER_IP: '3' }, logger);
    call = cookieClient(running.url);
  });
  afterAll(() => running.stop());

  it('when an admin enrols and signs in with a code, then no secret, code or second-step token reaches the log, even at trace', async () => {
    const root = (await call('POST', '/api/users/login', { body: seeded })).body.token as string;
    const admin = await freshAdmin(call, root);
    const { secret, code, recoveryCodes } = await enrolled(call, admin);
    const login = await call('POST', '/api/users/login', {
      body: { identifier: admin.email, password: admin.password },
    });
    const mfaToken = login.body.mfaToken as string;
    const next = await codeAt(secret, 1);
    expect((await call('POST', '/api/users/login/mfa', { body: { mfaToken, code: next } })).status).toBe(200);
    const log = logged();
    expect(log.length).toBeGreaterThan(0);
    for (const value of [secret, mfaToken, ...recoveryCodes]) expect(log).not.toContain(value);
    // Six digits can occur inside a timestamp: a code would be logged as a string.
    for (const digits of [code, next]) expect(log).not.toContain(`"${digits}"`);
  });

  it('when one address sends more second steps than its limit, then it gets 429 whatever account they name', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1)
      statuses.push(
        (
          await call('POST', '/api/users/login/mfa', {
            body: { mfaToken: `nothing-${attempt}`, code: '123456' },
          })
        ).status,
      );
    // The first test used one attempt of this address's three.
    expect(statuses).toEqual([401, 401, 429, 429]);
  });
});
