import { randomUUID } from 'node:crypto';
import {
  redisTestUrl,
  startSmtpSink,
  type ReceivedMail,
  type ServiceUnderTest,
  type SmtpSink,
} from '@glow/testing';
import { noticeTime } from '../src/recovery/domain/email-changed-mail';
import { newAccount } from './http-client';
import { textOf, sentTo } from './support/mail-text';
import { cookieClient, signUp, type CookieCall } from './support/session-client';
import { startUserService } from './user-service';

const passwordRequired = {
  status: 400,
  body: { message: 'Enter your current password to change your email, username or password' },
};
const passwordIncorrect = { status: 403, body: { message: 'Current password is incorrect' } };
const reserved = { status: 400, body: { message: 'This username is reserved, please choose another' } };
const revoked = { status: 401, body: { message: 'Not authorized, token revoked' } };

describe('changing what takes over an account needs the current password', () => {
  let sink: SmtpSink;
  let running: ServiceUnderTest;
  let call: CookieCall;

  beforeAll(async () => {
    sink = await startSmtpSink();
    running = await startUserService({
      env: {
        SMTP_URL: sink.url,
        REDIS_URL: await redisTestUrl(),
        RATE_LIMIT_PREFIX: `glow:test:${randomUUID()}:`,
        REAUTH_RATE_LIMIT_PER_ACCOUNT: '3',
        LOGIN_RATE_LIMIT_PER_ACCOUNT: '1000',
        SHOP_URL: 'http://shop.test:8080/',
        ADMIN_EMAIL: 'root@glow.test',
        ADMIN_PASSWORD: 'root password',
      },
    });
    call = cookieClient(running.url);
  });
  afterAll(async () => {
    await running?.stop();
    await sink?.stop();
  });
  afterEach(() => jest.restoreAllMocks());

  const update = (token: string, body: Record<string, unknown>) =>
    call('PUT', '/api/users/profile', { token, body });
  const profile = (token: string) => call('GET', '/api/users/profile', { token });
  const storedEmail = async (id: string) =>
    (
      await running.service.ctx.db.pool.query<{ email: string }>(
        'SELECT email FROM identity.users WHERE id = $1',
        [id],
      )
    ).rows[0]!.email;

  it('when the email, username or password changes without the current password, then it is a 400 and nothing changes', async () => {
    const account = await signUp(call);
    const other = newAccount();
    for (const body of [
      { email: other.email },
      { email: other.email, currentPassword: '' },
      { username: other.username },
      { password: 'another1', confirmPassword: 'another1' },
    ])
      expect(await update(account.token, body)).toMatchObject(passwordRequired);
    expect((await profile(account.token)).body).toMatchObject({
      username: account.username,
      email: account.email,
    });
  });

  it('when the current password is wrong, then it is a 403 and the email stays', async () => {
    const account = await signUp(call);
    const answer = await update(account.token, { email: newAccount().email, currentPassword: 'not-mine' });
    expect(answer).toMatchObject(passwordIncorrect);
    expect(await storedEmail(account.id)).toBe(account.email);
    expect((await profile(account.token)).status).toBe(200);
  });

  it('when the current password is tried past the limit, then it is a 429 even with the right one', async () => {
    const account = await signUp(call);
    const email = newAccount().email;
    for (let attempt = 0; attempt < 3; attempt += 1)
      expect(await update(account.token, { email, currentPassword: `guess-${attempt}` })).toMatchObject(
        passwordIncorrect,
      );
    expect(await update(account.token, { email, currentPassword: account.password })).toMatchObject({
      status: 429,
      body: { message: 'Too many attempts, please try again later' },
    });
    expect(await storedEmail(account.id)).toBe(account.email);
  });

  it('when the email changes with the current password, then the caller gets a new token, every other session ends and the old address gets a notice', async () => {
    const account = await signUp(call);
    const elsewhere = await call('POST', '/api/users/login', {
      body: { identifier: account.email, password: account.password },
    });
    expect(elsewhere.status).toBe(200);
    const newEmail = `n${randomUUID().slice(0, 8)}@example.com`;
    const before = new Date();

    const answer = await update(account.token, { email: newEmail, currentPassword: account.password });
    const after = new Date();
    expect(answer.status).toBe(200);
    expect(answer.body.user).toEqual({
      _id: account.id,
      username: account.username,
      email: newEmail,
      isAdmin: false,
    });

    // The caller goes on with the new token (and its refresh cookie); every earlier token is dead.
    expect((await profile(answer.body.token as string)).status).toBe(200);
    expect(await profile(account.token)).toMatchObject(revoked);
    expect(await profile(elsewhere.body.token as string)).toMatchObject(revoked);
    expect(
      (await call('POST', '/api/users/refresh', { refreshCookie: elsewhere.refreshCookie })).status,
    ).toBe(401);
    expect((await call('POST', '/api/users/refresh', { refreshCookie: account.refresh })).status).toBe(200);

    const mail = await sink.nextMail();
    expect(mail.to.map((to) => to.toLowerCase())).toEqual([account.email.toLowerCase()]);
    const text = textOf(mail);
    expect(text).toContain('Subject: Your Glow email address was changed');
    expect(text).toContain('to n***@example.com.');
    expect(text).not.toContain(newEmail);
    expect([noticeTime(before), noticeTime(after)].some((time) => text.includes(time))).toBe(true);
    expect(text).toMatch(/http:\/\/shop\.test:8080\/secure-account\?token=[A-Za-z0-9_-]{43}\r?\n/);
    expect(text).not.toContain('/forgot-password');
    expect(text).toContain('hello@glowbeauty.ng');
  });

  it('when the username changes with the current password, then tokens and sessions go on', async () => {
    const account = await signUp(call);
    const username = newAccount().username;
    const answer = await update(account.token, { username, currentPassword: account.password });
    expect(answer).toMatchObject({ status: 200, body: { user: { username } } });
    expect(answer.body.token).toBeUndefined();
    expect((await profile(account.token)).status).toBe(200);
  });

  it('when the form sends the unchanged email and username back (in another case), then no password is needed', async () => {
    const account = await signUp(call);
    const answer = await update(account.token, {
      email: account.email.toUpperCase(),
      username: account.username.toUpperCase(),
      password: '',
      confirmPassword: '',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.token).toBeUndefined();
    expect((await profile(account.token)).status).toBe(200);
  });

  it('when a shopper renames to the reserved admin username, then it is a 400 even with the password', async () => {
    const account = await signUp(call);
    expect(
      await update(account.token, { username: 'ADMIN', currentPassword: account.password }),
    ).toMatchObject(reserved);
  });

  it('when an admin renames an account to the reserved username, then it is a 400; the admin account keeps its own', async () => {
    const shopper = await signUp(call);
    const admin = await call('POST', '/api/users/login', {
      body: { identifier: 'root@glow.test', password: 'root password' },
    });
    const adminToken = admin.body.token as string;
    const adminId = (admin.body.user as { _id: string })._id;
    expect(
      await call('PUT', `/api/users/${shopper.id}`, { token: adminToken, body: { username: 'Admin' } }),
    ).toMatchObject(reserved);
    expect(
      await call('PUT', `/api/users/${adminId}`, { token: adminToken, body: { username: 'Admin' } }),
    ).toMatchObject({ status: 200, body: { username: 'Admin' } });
    expect(await update(adminToken, { username: 'admin', email: 'ROOT@glow.test' })).toMatchObject({
      status: 200,
      body: { user: { username: 'admin', email: 'ROOT@glow.test' } },
    });
  });

  it('when another device changes the email while the password is being checked, then it is a 409 and the other change stands', async () => {
    const account = await signUp(call);
    const theirs = newAccount().email;
    // The other device commits right after this request read the password hash.
    const pool = running.service.ctx.db.pool;
    const query = pool.query.bind(pool) as (text: string, values?: unknown[]) => Promise<unknown>;
    jest.spyOn(pool, 'query').mockImplementation((async (text: string, values?: unknown[]) => {
      const result = await query(text, values);
      if (text.includes('password_hash FROM identity.users'))
        await query('UPDATE identity.users SET email = $2 WHERE id = $1', [account.id, theirs]);
      return result;
    }) as never);
    const answer = await update(account.token, {
      email: newAccount().email,
      currentPassword: account.password,
    });
    expect(answer).toMatchObject({
      status: 409,
      body: { message: 'Your account changed meanwhile, please reload and try again' },
    });
    jest.restoreAllMocks();
    expect(await storedEmail(account.id)).toBe(theirs);
  });

  it('when the new email is taken, then it is a 409, no notice is queued and the sessions go on', async () => {
    const holder = await signUp(call);
    const account = await signUp(call);
    const answer = await update(account.token, { email: holder.email, currentPassword: account.password });
    expect(answer).toMatchObject({ status: 409, body: { message: 'Email is already registered' } });
    // A queued notice is sent within a moment: none may reach the address.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const toAccount = (mail: ReceivedMail) => sentTo(mail, account.email);
    expect(sink.received.filter(toAccount)).toEqual([]);
    expect((await profile(account.token)).status).toBe(200);
  });

  it('when the password changes with a wrong current password, then it is a 403 and the old password still signs in', async () => {
    const account = await signUp(call);
    expect(
      await update(account.token, {
        password: 'another1',
        confirmPassword: 'another1',
        currentPassword: 'nope',
      }),
    ).toMatchObject(passwordIncorrect);
    const login = await call('POST', '/api/users/login', {
      body: { identifier: account.email, password: account.password },
    });
    expect(login.status).toBe(200);
  });
});
