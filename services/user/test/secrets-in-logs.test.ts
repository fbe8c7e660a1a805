import { type ServiceUnderTest, startSmtpSink, type SmtpSink } from '@glow/testing';
import { client, register, type Call } from './http-client';
import { codeIn } from './support/reset-helpers';
import { capturedLogs } from './support/captured-logs';
import { startUserService } from './user-service';

describe('secrets never reach the logs', () => {
  const logs = capturedLogs();
  let sink: SmtpSink;
  let running: ServiceUnderTest;
  let call: Call;

  beforeAll(async () => {
    sink = await startSmtpSink();
    running = await startUserService({ logger: logs.logger, env: { SMTP_URL: sink.url } });
    call = client(running.url);
  });
  afterAll(async () => {
    await running?.stop();
    await sink?.stop();
  });

  it('when an account goes through sign-up, sign-in, a password change and a reset, then no password, hash, code or token is logged', async () => {
    const account = await register(call);
    const secrets = [account.password, account.token];

    expect(
      (
        await call('POST', '/api/users/login', {
          body: { identifier: account.username, password: 'wrong-one' },
        })
      ).status,
    ).toBe(401);
    secrets.push('wrong-one');
    const changed = await call('PUT', '/api/users/profile', {
      token: account.token,
      body: { password: 'changed-secret', confirmPassword: 'mismatch-secret' },
    });
    expect(changed.status).toBe(400);
    const updated = await call('PUT', '/api/users/profile', {
      token: account.token,
      body: {
        password: 'changed-secret',
        confirmPassword: 'changed-secret',
        currentPassword: account.password,
      },
    });
    expect(updated.status).toBe(200);
    secrets.push('changed-secret', 'mismatch-secret', updated.body.token as string);

    expect(
      (await call('POST', '/api/users/forgot-password', { body: { email: account.email } })).status,
    ).toBe(200);
    const code = codeIn(await sink.nextMail());
    expect((await call('POST', '/api/users/verify-reset-code', { body: { code } })).status).toBe(200);
    const reset = await call('POST', '/api/users/reset-password', {
      body: { code, newPassword: 'after-reset', confirmPassword: 'after-reset' },
    });
    expect(reset.status).toBe(200);
    secrets.push(code, 'after-reset');

    const { rows } = await running.service.ctx.db.pool.query<{ password_hash: string }>(
      'SELECT password_hash FROM identity.users WHERE id = $1',
      [account.id],
    );
    secrets.push(rows[0]!.password_hash);

    const text = logs.text();
    // The capture works: each request above was logged.
    expect(text).toContain('/api/users/reset-password');
    for (const secret of secrets) expect(text).not.toContain(secret);
    expect(text).not.toMatch(/\$argon2id\$/);
  });
});
