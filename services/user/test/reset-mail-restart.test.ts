import { createTestDatabase, testPool, waitFor, type TestDatabase, startSmtpSink } from '@glow/testing';
import { addAccount, postJson, codeIn } from './support/reset-helpers';
import { startResetService } from './support/reset-service';

describe('a reset mail survives a restart', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it('when the service stops right after answering forgot-password (SMTP unreachable), then after a restart the mail arrives and its plaintext is gone', async () => {
    const gone = await startSmtpSink();
    await gone.stop(); // its port now refuses connections
    const first = await startResetService({ SMTP_URL: gone.url, MAIL_RETRY_DELAY_MS: '100' }, database);
    await addAccount(first, 'bisi', 'bisi@glow.test', 'old password');

    expect((await postJson(first, 'forgot-password', { email: 'bisi@glow.test' })).status).toBe(200);
    await first.stop();

    const sink = await startSmtpSink();
    const second = await startResetService({ SMTP_URL: sink.url, MAIL_RETRY_DELAY_MS: '100' }, database);
    const pool = testPool(database.url, 1);
    try {
      const mail = await sink.nextMail(10_000);
      expect(mail.to).toEqual(['bisi@glow.test']);
      expect((await postJson(second, 'verify-reset-code', { code: codeIn(mail) })).status).toBe(200);
      await waitFor(
        'the sent job (and its plaintext code) to be deleted',
        async () => (await pool.query('SELECT 1 FROM identity.mail_jobs')).rowCount === 0,
      );
    } finally {
      await pool.end();
      await second.stop();
      await sink.stop();
    }
  });
});
