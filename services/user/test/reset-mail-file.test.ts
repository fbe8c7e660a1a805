import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { waitFor, type ServiceUnderTest } from '@glow/testing';
import { addAccount, postJson } from './support/reset-helpers';
import { startResetService } from './support/reset-service';

describe('password reset mail without SMTP_URL (embedded default)', () => {
  let mailDir: string;
  let running: ServiceUnderTest;

  beforeAll(async () => {
    mailDir = await mkdtemp(path.join(tmpdir(), 'glow-mail-'));
    running = await startResetService({ MAIL_DIR: mailDir });
    await addAccount(running, 'linus', 'linus@glow.test', 'old password');
  });
  afterAll(async () => {
    await running?.stop();
    await rm(mailDir, { recursive: true, force: true });
  });

  it('when a code is requested, then the mail is written as an .eml file in MAIL_DIR and its code verifies', async () => {
    expect((await postJson(running, 'forgot-password', { email: 'linus@glow.test' })).status).toBe(200);
    const mail = await waitFor('the mail file', async () => {
      const [name] = await readdir(mailDir);
      return name ? readFile(path.join(mailDir, name), 'utf8') : '';
    });
    expect(await readdir(mailDir)).toEqual([expect.stringMatching(/\.eml$/)]);
    expect(mail).toContain('To: linus@glow.test');
    expect(mail).toContain('Subject: Your Glow password reset code');
    const code = /reset code is: ([A-Z0-9]{10})/.exec(mail)?.[1];
    expect(await postJson(running, 'verify-reset-code', { code })).toEqual({
      status: 200,
      body: { message: 'Code verified' },
    });
  });
});
