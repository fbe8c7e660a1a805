import { createHmac } from 'node:crypto';
import type { ServiceUnderTest } from '@glow/testing';
import { client, register, type Call } from './http-client';
import { startUserService } from './user-service';

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('tokens on /api/users/profile', () => {
  let running: ServiceUnderTest;
  let call: Call;
  beforeAll(async () => {
    running = await startUserService({
      env: { ADMIN_EMAIL: 'root@glow.test', ADMIN_PASSWORD: 'root password' },
    });
    call = client(running.url);
  });
  afterAll(() => running.stop());

  const profile = (token: string) => call('GET', '/api/users/profile', { token });

  it('when the token payload is tampered with, then it is a 401', async () => {
    const account = await register(call);
    const [header, , signature] = account.token.split('.');
    const forged = `${header}.${encode({ _id: account.id, isAdmin: true, tv: 0 })}.${signature}`;
    expect((await profile(forged)).status).toBe(401);
  });

  it('when the token has expired, then it is a 401 saying so', async () => {
    const account = await register(call);
    const expired = running.keys.sign({ _id: account.id }, { expiresIn: -10 });
    expect(await profile(expired)).toMatchObject({
      status: 401,
      body: { message: 'Not authorized, token expired' },
    });
  });

  it('when the token uses alg none, then it is a 401', async () => {
    const account = await register(call);
    const unsigned = `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ _id: account.id, isAdmin: false, tv: 0 })}.`;
    expect((await profile(unsigned)).status).toBe(401);
  });

  it('when the token is HS256 signed with the public key, then it is a 401', async () => {
    const account = await register(call);
    const unsigned = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ _id: account.id, isAdmin: false, tv: 0 })}`;
    const mac = createHmac('sha256', running.keys.publicKey).update(unsigned).digest('base64url');
    expect((await profile(`${unsigned}.${mac}`)).status).toBe(401);
  });

  it('when the user was deleted, then their token is a 401', async () => {
    const account = await register(call);
    const admin = await call('POST', '/api/users/login', {
      body: { identifier: 'root@glow.test', password: 'root password' },
    });
    const removed = await call('DELETE', `/api/users/${account.id}`, { token: admin.body.token as string });
    expect(removed).toMatchObject({ status: 200, body: { message: 'User deleted' } });
    expect(await profile(account.token)).toMatchObject({
      status: 401,
      body: { message: 'Not authorized, token revoked' },
    });
  });

  it('when a well-signed token names no uuid, then it is a 401, not a 500', async () => {
    expect((await profile(running.keys.sign({ _id: 'not-a-uuid' }))).status).toBe(401);
  });

  it('when an account registers, then its token carries the configured issuer and audience', async () => {
    const account = await register(call);
    const claims = JSON.parse(Buffer.from(account.token.split('.')[1]!, 'base64url').toString()) as object;
    expect(claims).toMatchObject({ iss: 'glow-user-service', aud: 'glow' });
    expect((await profile(account.token)).status).toBe(200);
  });

  it('when a well-signed token has no issuer and audience (issued before they existed), then it is a 401', async () => {
    const account = await register(call);
    const old = running.keys.sign({ _id: account.id }, { issuer: undefined, audience: undefined });
    expect(await profile(old)).toMatchObject({
      status: 401,
      body: { message: 'Not authorized, token invalid' },
    });
  });
});
