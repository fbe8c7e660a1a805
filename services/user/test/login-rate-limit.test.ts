import { randomUUID } from 'node:crypto';
import { redisTestUrl, type ServiceUnderTest } from '@glow/testing';
import { newAccount } from './http-client';
import { loginBrowser, type LoginAnswer, type LoginBrowser } from './support/login-browser';
import { startUserService } from './user-service';

const tooManyLogins = { message: 'Too many login attempts, please try again later' };
const wrong = 'wrong-one';

// Every call comes from 127.0.0.1: one address, as many shoppers behind a carrier's NAT are.
describe('login limits in Redis: wrong passwords only, per account and per address', () => {
  let running: ServiceUnderTest | undefined;
  // Each test gets its own instance and counters (a fresh prefix), so it passes alone or in any order.
  async function startWith(limits: { perAccount: number; perAddress: number }): Promise<void> {
    running = await startUserService({
      env: {
        REDIS_URL: await redisTestUrl(),
        RATE_LIMIT_PREFIX: `test:user:${randomUUID()}:`,
        LOGIN_RATE_LIMIT_PER_ACCOUNT: String(limits.perAccount),
        LOGIN_RATE_LIMIT_PER_IP: String(limits.perAddress),
      },
    });
  }
  afterEach(() => running?.stop());

  const browser = () => loginBrowser(running!.url);

  /** A new account, made by a browser that then signed out (it stays a known device of it). */
  async function accountOf(owner: LoginBrowser = browser()) {
    const account = newAccount();
    expect((await owner.register(account)).status).toBe(201);
    return account;
  }

  async function failures(count: number, identifier: string, from: LoginBrowser = browser()) {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < count; attempt += 1)
      statuses.push((await from.logIn(identifier, wrong)).status);
    return statuses;
  }

  const expectRefused = (answer: LoginAnswer, policy: string) => {
    expect(answer).toMatchObject({ status: 429, body: tooManyLogins });
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(answer.headers.get('ratelimit-policy')).toBe(policy);
  };

  describe('per account (10 wrong passwords in 15 minutes)', () => {
    beforeEach(() => startWith({ perAccount: 10, perAddress: 100 }));

    it('when an account gets 10 wrong passwords, then a new device is refused even with the right one, by email or username, while the owner’s known device signs in', async () => {
      const owner = browser();
      const account = await accountOf();
      expect((await owner.logIn(account.email, account.password)).status).toBe(200);
      expect(owner.deviceCookie).toBeDefined();

      expect(await failures(10, account.email)).toEqual(Array(10).fill(401));

      expectRefused(await browser().logIn(account.email, account.password), '10;w=900');
      expectRefused(await browser().logIn(account.username.toUpperCase(), account.password), '10;w=900');
      const known = await owner.logIn(account.email, account.password);
      expect(known.status).toBe(200);
      expect(known.body).toMatchObject({ token: expect.any(String), user: { email: account.email } });
    });

    it('when the browser that registered the account signs in while it is locked, then it is a known device too', async () => {
      const owner = browser();
      const account = await accountOf(owner);

      await failures(10, account.username);

      expect((await owner.logIn(account.username, account.password)).status).toBe(200);
    });

    it('when the known-device cookie is forged or belongs to another account, then it unlocks nothing', async () => {
      const owner = browser();
      const account = await accountOf(owner);
      const other = browser();
      await accountOf(other);
      await failures(10, account.email);

      const forger = browser();
      const [userId, deviceId] = owner.deviceCookie!.split('.');
      forger.deviceCookie = `${userId}.${deviceId}.${Buffer.alloc(32).toString('base64url')}`;
      expectRefused(await forger.logIn(account.email, account.password), '10;w=900');
      expectRefused(await other.logIn(account.email, account.password), '10;w=900');
    });
  });

  describe('small limits (3 per account, 5 per address)', () => {
    beforeEach(() => startWith({ perAccount: 3, perAddress: 5 }));

    it('when one address signs in 25 times, over a few accounts, then no sign-in is refused', async () => {
      const accounts = [await accountOf(), await accountOf(), await accountOf()];
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 25; attempt += 1) {
        const account = accounts[attempt % accounts.length]!;
        statuses.push((await browser().logIn(account.email, account.password)).status);
      }

      expect(statuses).toEqual(Array(25).fill(200));
    });

    it('when one address gets more wrong passwords than its limit, spread over accounts, then its next attempt is refused even with a right password', async () => {
      const accounts = [];
      for (let index = 0; index < 6; index += 1) accounts.push(await accountOf());
      const statuses: number[] = [];
      for (const account of accounts.slice(0, 5)) statuses.push(...(await failures(1, account.email)));
      expect(statuses).toEqual([401, 401, 401, 401, 401]);

      expectRefused(await browser().logIn(accounts[5]!.email, accounts[5]!.password), '5;w=900');
    });

    it('when one address sprays identifiers no account has, then the address limit answers 429', async () => {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 6; attempt += 1)
        statuses.push((await browser().logIn(`nobody${attempt}@glow.test`, wrong)).status);

      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    });

    it('when a wrong password is answered, then the answer carries the RateLimit headers of its count', async () => {
      const account = await accountOf();

      const answer = await browser().logIn(account.email, wrong);

      expect(answer.status).toBe(401);
      expect(answer.headers.get('ratelimit')).toMatch(/^limit=3, remaining=2, reset=\d+$/);
    });

    it('when one unknown identifier is tried more than the account limit, then it is a 429 in any case, as for an account that exists', async () => {
      expect(await failures(3, 'nobody@glow.test')).toEqual([401, 401, 401]);

      expectRefused(await browser().logIn('NOBODY@glow.test', wrong), '3;w=900');
    });

    it('when the address is locked by a spray, then a known device of an account still signs in and a new one does not', async () => {
      const owner = browser();
      const account = await accountOf(owner);
      for (let attempt = 0; attempt < 5; attempt += 1)
        await browser().logIn(`nobody${attempt}@glow.test`, wrong);

      expectRefused(await browser().logIn(account.email, account.password), '5;w=900');
      expect((await owner.logIn(account.email, account.password)).status).toBe(200);
    });

    it('when a known device gets more wrong passwords than the account limit, then it is refused too', async () => {
      const owner = browser();
      const account = await accountOf(owner);

      expect(await failures(3, account.email, owner)).toEqual([401, 401, 401]);

      expectRefused(await owner.logIn(account.email, account.password), '3;w=900');
    });
  });
});
