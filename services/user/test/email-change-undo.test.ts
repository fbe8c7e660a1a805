import { randomUUID } from 'node:crypto';
import {
  redisTestUrl,
  startSmtpSink,
  type ReceivedMail,
  type ServiceUnderTest,
  type SmtpSink,
} from '@glow/testing';
import { sentTo, textOf } from './support/mail-text';
import { capturedLogs } from './support/captured-logs';
import { codeIn } from './support/reset-helpers';
import { cookieClient, signUp, type CookieCall } from './support/session-client';
import { newAccount } from './http-client';
import { startUserService } from './user-service';

const restored =
  'Your email address is restored and you are signed out everywhere. We sent a code to reset your password.';
const invalidLink = { status: 400, body: { message: 'This link is invalid or has expired' } };

function undoTokenIn(mail: ReceivedMail): string {
  const match = /http:\/\/shop\.test:8080\/secure-account\?token=([A-Za-z0-9_-]+)/.exec(textOf(mail));
  if (!match?.[1]) throw new Error(`no undo link in mail:\n${mail.raw}`);
  return match[1];
}

describe('undoing an email change from the link in the notice', () => {
  const logs = capturedLogs();
  let sink: SmtpSink;
  let running: ServiceUnderTest;
  let call: CookieCall;

  beforeAll(async () => {
    sink = await startSmtpSink();
    running = await startUserService({
      logger: logs.logger,
      env: {
        SMTP_URL: sink.url,
        REDIS_URL: await redisTestUrl(),
        RATE_LIMIT_PREFIX: `glow:test:${randomUUID()}:`,
        REAUTH_RATE_LIMIT_PER_ACCOUNT: '1000',
        LOGIN_RATE_LIMIT_PER_ACCOUNT: '1000',
        RESET_RATE_LIMIT_PER_IP: '1000',
        SHOP_URL: 'http://shop.test:8080/',
        ADMIN_EMAIL: 'chief@glow.test',
        ADMIN_PASSWORD: 'chief password',
      },
    });
    call = cookieClient(running.url);
  });
  afterAll(async () => {
    await running?.stop();
    await sink?.stop();
  });

  const db = () => running.service.ctx.db.pool;
  /** The next mail to `address`, skipping any to others. */
  async function mailTo(address: string): Promise<ReceivedMail> {
    for (;;) {
      const mail = await sink.nextMail();
      if (sentTo(mail, address)) return mail;
    }
  }
  /** The thief, holding the password, signs in and moves the account to an address of theirs. */
  async function takeOver(account: { email: string; password: string }) {
    const login = await call('POST', '/api/users/login', {
      body: { identifier: account.email, password: account.password },
    });
    expect(login.status).toBe(200);
    const thiefEmail = `thief${randomUUID().slice(0, 8)}@example.com`;
    const change = await call('PUT', '/api/users/profile', {
      token: login.body.token as string,
      body: { email: thiefEmail, currentPassword: account.password },
    });
    expect(change.status).toBe(200);
    return {
      thiefEmail,
      token: change.body.token as string,
      refresh: change.refreshCookie ?? login.refreshCookie!,
      undoToken: undoTokenIn(await mailTo(account.email)),
    };
  }
  const undo = (token: unknown) => call('POST', '/api/users/email-change/undo', { body: { token } });
  const storedEmail = async (id: string) =>
    (await db().query<{ email: string }>('SELECT email FROM identity.users WHERE id = $1', [id])).rows[0]!
      .email;

  it('when the owner follows the link, then the old email is back, the thief is out and a reset code reaches the old address', async () => {
    const owner = await signUp(call);
    const thief = await takeOver(owner);
    expect(await storedEmail(owner.id)).toBe(thief.thiefEmail);

    expect(await undo(thief.undoToken)).toMatchObject({
      status: 200,
      body: { message: restored, email: owner.email },
    });
    expect(await storedEmail(owner.id)).toBe(owner.email);
    expect(await call('GET', '/api/users/profile', { token: thief.token })).toMatchObject({ status: 401 });
    expect((await call('POST', '/api/users/refresh', { refreshCookie: thief.refresh })).status).toBe(401);
    const { rows } = await db().query<{ envelope: { data: { email: string } } }>(
      `SELECT envelope FROM identity.outbox WHERE topic = 'user.updated' AND envelope->>'key' = $1
        ORDER BY id DESC LIMIT 1`,
      [owner.id],
    );
    expect(rows[0]?.envelope.data.email).toBe(owner.email);

    const code = codeIn(await mailTo(owner.email));
    expect(
      await call('POST', '/api/users/reset-password', {
        body: { code, newPassword: 'mine again', confirmPassword: 'mine again' },
      }),
    ).toMatchObject({ status: 200 });
    expect(
      (
        await call('POST', '/api/users/login', {
          body: { identifier: owner.email, password: 'mine again' },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await call('POST', '/api/users/login', {
          body: { identifier: owner.email, password: owner.password },
        })
      ).status,
    ).toBe(401);
    expect(sink.received.some((mail) => sentTo(mail, thief.thiefEmail))).toBe(false);
  });

  it('when the link is used a second time, then it is a 400', async () => {
    const owner = await signUp(call);
    const thief = await takeOver(owner);
    expect((await undo(thief.undoToken)).status).toBe(200);
    await mailTo(owner.email);
    expect(await undo(thief.undoToken)).toMatchObject(invalidLink);
  });

  it('when the link expired, is unknown or is not a token, then it is a 400 and nothing changes', async () => {
    const owner = await signUp(call);
    const thief = await takeOver(owner);
    await db().query(
      `UPDATE identity.email_change_undos SET expires_at = now() - interval '1 second' WHERE user_id = $1`,
      [owner.id],
    );
    expect(await undo(thief.undoToken)).toMatchObject(invalidLink);
    expect(await undo('A'.repeat(43))).toMatchObject(invalidLink);
    for (const token of [undefined, '', 7, 'short']) expect(await undo(token)).toMatchObject(invalidLink);
    expect(await storedEmail(owner.id)).toBe(thief.thiefEmail);
  });

  it('when the email changes, then the undo token is stored only hashed and lives 7 days', async () => {
    const owner = await signUp(call);
    const thief = await takeOver(owner);
    const { rows } = await db().query('SELECT * FROM identity.email_change_undos WHERE user_id = $1', [
      owner.id,
    ]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ old_email: owner.email, new_email: thief.thiefEmail, used_at: null });
    expect(JSON.stringify(rows)).not.toContain(thief.undoToken);
    expect(rows[0].expires_at.getTime() - rows[0].created_at.getTime()).toBeGreaterThan(
      7 * 24 * 3600_000 - 60_000,
    );
  });

  it('when another account took the old email meanwhile, then it is a 409 and the link stays usable', async () => {
    const owner = await signUp(call);
    const thief = await takeOver(owner);
    const squatter = await call('POST', '/api/users/register', {
      body: { ...newAccount(), email: owner.email },
    });
    expect(squatter.status).toBe(201);
    const answer = await undo(thief.undoToken);
    expect(answer.status).toBe(409);
    expect(answer.body.message).toMatch(/previous email address now belongs to another account/);
    expect(await storedEmail(owner.id)).toBe(thief.thiefEmail);
  });

  it('when the thief changes the email again and the owner undoes the first change, then the later link is spent', async () => {
    const owner = await signUp(call);
    const first = await takeOver(owner);
    const again = await call('PUT', '/api/users/profile', {
      token: first.token,
      body: { email: `second${randomUUID().slice(0, 8)}@example.com`, currentPassword: owner.password },
    });
    expect(again.status).toBe(200);
    const laterToken = undoTokenIn(await mailTo(first.thiefEmail));
    expect((await undo(first.undoToken)).status).toBe(200);
    expect(await undo(laterToken)).toMatchObject(invalidLink);
    expect(await storedEmail(owner.id)).toBe(owner.email);
  });

  it('when the password changes after an email change, then the undo link in the old mailbox is spent', async () => {
    const owner = await signUp(call);
    // The owner leaves an old mailbox (perhaps taken) for a new address, then sets a new password.
    const moved = await takeOver(owner);
    const newPassword = `${owner.password} and more`;
    const changed = await call('PUT', '/api/users/profile', {
      token: moved.token,
      body: { password: newPassword, confirmPassword: newPassword, currentPassword: owner.password },
    });
    expect(changed.status).toBe(200);

    expect(await undo(moved.undoToken)).toMatchObject(invalidLink);
    expect(await storedEmail(owner.id)).toBe(moved.thiefEmail);
  });

  it('when an admin changes a shopper’s email, then the old address is told with an undo link, the shopper is signed out, and the link restores it', async () => {
    const owner = await signUp(call);
    const admin = await call('POST', '/api/users/login', {
      body: { identifier: 'chief@glow.test', password: 'chief password' },
    });
    const movedTo = `moved${randomUUID().slice(0, 8)}@example.com`;

    const changed = await call('PUT', `/api/users/${owner.id}`, {
      token: admin.body.token as string,
      body: { email: movedTo },
    });
    const notice = await mailTo(owner.email);

    expect(changed.status).toBe(200);
    expect(textOf(notice)).toContain(
      'A member of the Glow team changed the email address of your Glow account',
    );
    expect((await call('GET', '/api/users/profile', { token: owner.token })).status).toBe(401);
    expect((await call('POST', '/api/users/refresh', { refreshCookie: owner.refresh })).status).toBe(401);
    expect((await undo(undoTokenIn(notice))).status).toBe(200);
    expect(await storedEmail(owner.id)).toBe(owner.email);
  });

  it('when links are mailed and used, then no undo token appears in the logs', async () => {
    const owner = await signUp(call);
    const thief = await takeOver(owner);
    expect((await undo(thief.undoToken)).status).toBe(200);
    await mailTo(owner.email);
    expect(logs.text()).not.toContain(thief.undoToken);
    expect(logs.text()).toContain('email-change/undo');
  });
});
