import type { EventEnvelope } from '@glow/contracts';
import { waitFor, type ServiceUnderTest } from '@glow/testing';
import { readPrivateKey } from '@glow/service-kit';
import { client, newAccount, register, type Call } from './http-client';
import { startUserService } from './user-service';

describe('register, login and profile', () => {
  let running: ServiceUnderTest;
  let call: Call;
  const events: { topic: string; data: unknown }[] = [];
  beforeAll(async () => {
    running = await startUserService();
    call = client(running.url);
    await running.bus.subscribe({
      group: 'test',
      topics: ['user.registered', 'user.updated'],
      handler: async (event: EventEnvelope, topic) => {
        events.push({ topic, data: event.data });
      },
    });
  });
  afterAll(() => running.stop());

  it('when someone registers, then the answer carries a verifiable token and the user, and it is announced', async () => {
    const account = newAccount();
    const answer = await call('POST', '/api/users/register', { body: account });
    expect(answer.status).toBe(201);
    const { token, user } = answer.body as { token: string; user: Record<string, unknown> };
    expect(user).toEqual({
      _id: expect.any(String),
      username: account.username,
      email: account.email,
      isAdmin: false,
    });
    expect(await running.service.ctx.auth.verify(token)).toEqual({
      _id: user._id,
      isAdmin: false,
      tv: 0,
      sid: expect.any(String),
      mfa: false,
    });
    await waitFor('user.registered published', () =>
      events.some((event) => event.topic === 'user.registered'),
    );
    expect(events).toContainEqual({ topic: 'user.registered', data: user });
  });

  it.each([
    [{ password: 'secret1', confirmPassword: 'secret2' }, 'Passwords do not match'],
    [{ email: 'not-an-email' }, 'email: Please enter a valid email'],
    [{ password: 'abc', confirmPassword: 'abc' }, 'password: Password must be at least 6 characters'],
    [{ username: '' }, 'username: Username is required'],
  ])('when registering with %j, then it is a 400 saying %s', async (change, message) => {
    const answer = await call('POST', '/api/users/register', { body: { ...newAccount(), ...change } });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
  });

  it('when the username or email is taken in another case, then it is a 409 naming which', async () => {
    const first = await register(call);
    const sameName = await call('POST', '/api/users/register', {
      body: { ...newAccount(), username: first.username.toUpperCase() },
    });
    expect(sameName).toMatchObject({ status: 409, body: { message: 'Username is already taken' } });
    const sameEmail = await call('POST', '/api/users/register', {
      body: { ...newAccount(), email: first.email.toLowerCase() },
    });
    expect(sameEmail).toMatchObject({ status: 409, body: { message: 'Email is already registered' } });
  });

  it('when two registrations with the same email race, then exactly one succeeds and the other is a 409', async () => {
    const email = newAccount().email;
    const answers = await Promise.all(
      [newAccount(), newAccount()].map((account) =>
        call('POST', '/api/users/register', { body: { ...account, email } }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body.message).toBe('Email is already registered');
  });

  it('when logging in by email or username in any case, then it answers a token and the user', async () => {
    const account = await register(call);
    for (const identifier of [account.email.toUpperCase(), account.username]) {
      const answer = await call('POST', '/api/users/login', { body: { identifier, password: 'secret1' } });
      expect(answer.status).toBe(200);
      expect(answer.body.user).toEqual({
        _id: account.id,
        username: account.username,
        email: account.email,
        isAdmin: false,
      });
      expect(typeof answer.body.token).toBe('string');
    }
  });

  it('when the password or the account is wrong, then both are the same 401', async () => {
    const account = await register(call);
    const wrongPassword = await call('POST', '/api/users/login', {
      body: { identifier: account.email, password: 'nope-nope' },
    });
    const unknown = await call('POST', '/api/users/login', {
      body: { identifier: 'nobody@glow.test', password: 'secret1' },
    });
    for (const answer of [wrongPassword, unknown])
      expect(answer).toMatchObject({ status: 401, body: { message: 'Invalid email/username or password' } });
  });

  it('when a user reads the profile, then it is their account without any hash', async () => {
    const account = await register(call);
    const answer = await call('GET', '/api/users/profile', { token: account.token });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      _id: account.id,
      username: account.username,
      email: account.email,
      isAdmin: false,
    });
  });

  it('when the username changes without a new password, then the old password and token keep working', async () => {
    const account = await register(call);
    const renamed = newAccount();
    const answer = await call('PUT', '/api/users/profile', {
      token: account.token,
      body: { username: renamed.username, password: '', confirmPassword: '', currentPassword: 'secret1' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      user: { _id: account.id, username: renamed.username, email: account.email, isAdmin: false },
    });
    expect((await call('GET', '/api/users/profile', { token: account.token })).status).toBe(200);
    const login = await call('POST', '/api/users/login', {
      body: { identifier: renamed.username, password: 'secret1' },
    });
    expect(login.status).toBe(200);
  });

  it('when the new password differs from its confirmation, then it is a 400 and nothing changes', async () => {
    const account = await register(call);
    const answer = await call('PUT', '/api/users/profile', {
      token: account.token,
      body: { password: 'another1', confirmPassword: 'another2' },
    });
    expect(answer).toMatchObject({ status: 400, body: { message: 'Passwords do not match' } });
    const login = await call('POST', '/api/users/login', {
      body: { identifier: account.email, password: 'secret1' },
    });
    expect(login.status).toBe(200);
  });

  it('when the password changes, then a fresh token comes back, the old one is revoked and it is announced', async () => {
    const account = await register(call);
    const answer = await call('PUT', '/api/users/profile', {
      token: account.token,
      body: { password: 'another1', confirmPassword: 'another1', currentPassword: 'secret1' },
    });
    expect(answer.status).toBe(200);
    const fresh = answer.body.token as string;
    expect((await call('GET', '/api/users/profile', { token: fresh })).status).toBe(200);
    expect(await call('GET', '/api/users/profile', { token: account.token })).toMatchObject({
      status: 401,
      body: { message: 'Not authorized, token revoked' },
    });
    const login = await call('POST', '/api/users/login', {
      body: { identifier: account.email, password: 'another1' },
    });
    expect(login.status).toBe(200);
    await waitFor('user.updated with token version 1 published', () =>
      events.some(
        (event) =>
          event.topic === 'user.updated' &&
          (event.data as { _id?: string; tokenVersion?: number })._id === account.id &&
          (event.data as { tokenVersion?: number }).tokenVersion === 1,
      ),
    );
    expect(events).toContainEqual({
      topic: 'user.updated',
      data: expect.objectContaining({ _id: account.id, tokenVersion: 1 }),
    });
  });

  it('when the profile takes a username or email another account holds, then it is a 409', async () => {
    const holder = await register(call);
    const account = await register(call);
    const answer = await call('PUT', '/api/users/profile', {
      token: account.token,
      body: { email: holder.email.toUpperCase(), currentPassword: 'secret1' },
    });
    expect(answer).toMatchObject({ status: 409, body: { message: 'Email is already registered' } });
  });

  it('when no signing key is configured, then configuration fails naming the variable', async () => {
    expect(() => readPrivateKey({})).toThrow(/JWT_PRIVATE_KEY or JWT_PRIVATE_KEY_FILE/);
    expect(() => readPrivateKey({ JWT_PRIVATE_KEY_FILE: '/nowhere/key.pem' })).toThrow(
      /JWT_PRIVATE_KEY_FILE/,
    );
  });
});
