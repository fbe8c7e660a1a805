import { createHash } from 'node:crypto';
import { type ServiceUnderTest, startSmtpSink, type SmtpSink } from '@glow/testing';
import { clock } from '../src/recovery/domain/clock';
import { verifyPassword } from '../src/users/domain/password';
import { addAccount, postJson, codeIn } from './support/reset-helpers';
import { startResetService } from './support/reset-service';

const sent = { status: 200, body: { message: 'Reset code sent to your email' } };
const verified = { status: 200, body: { message: 'Code verified' } };
const invalid = { status: 400, body: { message: 'Invalid or expired code' } };

describe('password reset with mail through SMTP', () => {
  let sink: SmtpSink;
  let running: ServiceUnderTest;
  let adaId: string;
  const post = (route: string, body: unknown) => postJson(running, route, body);
  const requestCode = async (email = 'ada@glow.test') => {
    expect(await post('forgot-password', { email })).toEqual(sent);
    return codeIn(await sink.nextMail());
  };
  const account = async () =>
    (
      await running.service.ctx.db.pool.query<{ password_hash: string; token_version: number }>(
        'SELECT password_hash, token_version FROM identity.users WHERE id = $1',
        [adaId],
      )
    ).rows[0]!;

  beforeAll(async () => {
    sink = await startSmtpSink();
    running = await startResetService({
      SMTP_URL: sink.url,
      RESET_RATE_LIMIT_PER_IP: '1000',
      RESET_RATE_LIMIT_PER_ACCOUNT: '1000',
    });
    adaId = await addAccount(running, 'ada', 'Ada@Glow.test', 'old password');
  });
  afterAll(async () => {
    await running?.stop();
    await sink?.stop();
  });
  afterEach(() => jest.restoreAllMocks());

  it('when a registered email asks, then a mail carries a 10-character code that is stored only hashed', async () => {
    expect(await post('forgot-password', { email: '  ADA@glow.test ' })).toEqual(sent);
    const mail = await sink.nextMail();
    expect(mail.to.map((to) => to.toLowerCase())).toEqual(['ada@glow.test']);
    expect(mail.raw).toContain('Subject: Your Glow password reset code');
    expect(mail.raw).toContain('valid for 15 minutes');
    const code = codeIn(mail);
    expect(code).toMatch(/^[2-9A-HJ-NP-Z]{10}$/);
    const { rows } = await running.service.ctx.db.pool.query(
      'SELECT * FROM identity.password_resets WHERE user_id = $1',
      [adaId],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].code_hash).toBe(createHash('sha256').update(code).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(code);
    expect(rows[0].expires_at.getTime() - rows[0].created_at.getTime()).toBe(15 * 60_000);
  });

  it('when an unknown email asks, then the answer is the same and no mail or code is made', async () => {
    const before = sink.received.length;
    const codes = await running.service.ctx.db.pool.query(
      'SELECT count(*)::int AS n FROM identity.password_resets',
    );
    expect(await post('forgot-password', { email: 'nobody@glow.test' })).toEqual(sent);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(sink.received).toHaveLength(before);
    const after = await running.service.ctx.db.pool.query(
      'SELECT count(*)::int AS n FROM identity.password_resets',
    );
    expect(after.rows).toEqual(codes.rows);
  });

  it('when the email is missing or malformed, then it is a 400 with a message', async () => {
    for (const body of [{}, { email: 'not-an-email' }, { email: 7 }]) {
      const answer = await post('forgot-password', body);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toEqual(expect.any(String));
    }
  });

  it('when the code is right, padded or lower case, then it verifies; a wrong or missing one does not', async () => {
    const code = await requestCode();
    expect(await post('verify-reset-code', { code })).toEqual(verified);
    expect(await post('verify-reset-code', { code: `  ${code.toLowerCase()}\n` })).toEqual(verified);
    expect(
      await post('verify-reset-code', { code: code.slice(0, 9) + (code.endsWith('A') ? 'B' : 'A') }),
    ).toEqual(invalid);
    expect(await post('verify-reset-code', { code: '   ' })).toEqual(invalid);
    expect((await post('verify-reset-code', {})).status).toBe(400);
  });

  it('when the new password is short or unconfirmed, then it is refused and the code stays usable', async () => {
    const code = await requestCode();
    expect(await post('reset-password', { code, newPassword: 'abcde', confirmPassword: 'abcde' })).toEqual({
      status: 400,
      body: { message: 'Password must be at least 6 characters' },
    });
    expect(await post('reset-password', { code, newPassword: 'abcdef', confirmPassword: 'abcdeg' })).toEqual({
      status: 400,
      body: { message: 'Passwords do not match' },
    });
    expect((await post('reset-password', { code, newPassword: 'abcdef' })).status).toBe(400);
    expect(await post('verify-reset-code', { code })).toEqual(verified);
  });

  it('when the code is valid, then the password changes, old tokens are revoked and user.updated is in the outbox', async () => {
    const before = await account();
    const code = await requestCode();
    const answer = await post('reset-password', {
      code: ` ${code} `,
      newPassword: 'brand new secret',
      confirmPassword: 'brand new secret',
    });
    expect(answer).toEqual({ status: 200, body: { message: 'Password reset successful' } });
    const after = await account();
    expect(await verifyPassword(after.password_hash, 'brand new secret')).toBe(true);
    expect(await verifyPassword(after.password_hash, 'old password')).toBe(false);
    expect(after.token_version).toBe(before.token_version + 1);
    const { rows } = await running.service.ctx.db.pool.query<{ envelope: { key: string; data: unknown } }>(
      `SELECT envelope FROM identity.outbox WHERE topic = 'user.updated' ORDER BY id DESC LIMIT 1`,
    );
    expect(rows[0]?.envelope).toMatchObject({
      key: adaId,
      data: {
        _id: adaId,
        username: 'ada',
        email: 'Ada@Glow.test',
        isAdmin: false,
        tokenVersion: after.token_version,
      },
    });
    expect(JSON.stringify(rows)).not.toContain('brand new secret');

    expect(await post('verify-reset-code', { code })).toEqual(invalid);
    expect(
      await post('reset-password', { code, newPassword: 'another one', confirmPassword: 'another one' }),
    ).toEqual(invalid);
    expect((await account()).token_version).toBe(after.token_version);
  });

  it('when a second code is requested, then the first one no longer works', async () => {
    const first = await requestCode();
    const second = await requestCode();
    expect(second).not.toBe(first);
    expect(await post('verify-reset-code', { code: first })).toEqual(invalid);
    expect(await post('verify-reset-code', { code: second })).toEqual(verified);
  });

  it('when the clock passes the 15 minutes, then the code is refused and the password stays', async () => {
    const code = await requestCode();
    const issued = Date.now();
    const at = (minutes: number) =>
      jest.spyOn(clock, 'now').mockReturnValue(new Date(issued + minutes * 60_000));
    at(14.9);
    expect(await post('verify-reset-code', { code })).toEqual(verified);
    at(15.1);
    const hashBefore = (await account()).password_hash;
    expect(await post('verify-reset-code', { code })).toEqual(invalid);
    expect(
      await post('reset-password', { code, newPassword: 'too late!', confirmPassword: 'too late!' }),
    ).toEqual(invalid);
    expect((await account()).password_hash).toBe(hashBefore);
  });
});
