import { waitFor, type ServiceUnderTest, startSmtpSink, type SmtpSink } from '@glow/testing';
import { addAccount, postJson, codeIn } from './support/reset-helpers';
import { startResetService } from './support/reset-service';

const sent = { status: 200, body: { message: 'Reset code sent to your email' } };

describe('reset mail when the SMTP server refuses for a while', () => {
  let sink: SmtpSink;
  let running: ServiceUnderTest;

  afterEach(async () => {
    await running?.stop();
    await sink?.stop();
  });

  it('when the first two deliveries get 451, then the third brings the code and the code works', async () => {
    sink = await startSmtpSink({ refuseFirst: 2 });
    running = await startResetService({ SMTP_URL: sink.url, MAIL_RETRY_DELAY_MS: '50' });
    await addAccount(running, 'tolu', 'tolu@glow.test', 'old password');

    expect(await postJson(running, 'forgot-password', { email: 'tolu@glow.test' })).toEqual(sent);

    const mail = await sink.nextMail(5_000);
    expect(sink.refused).toBe(2);
    expect(mail.to).toEqual(['tolu@glow.test']);
    expect((await postJson(running, 'verify-reset-code', { code: codeIn(mail) })).status).toBe(200);
  });

  it('when every delivery is refused, then it stops after MAIL_ATTEMPTS and the answer never told', async () => {
    sink = await startSmtpSink({ refuseFirst: 100 });
    running = await startResetService({ SMTP_URL: sink.url, MAIL_ATTEMPTS: '3', MAIL_RETRY_DELAY_MS: '20' });
    await addAccount(running, 'kemi', 'kemi@glow.test', 'old password');

    expect(await postJson(running, 'forgot-password', { email: 'kemi@glow.test' })).toEqual(sent);

    await waitFor('three delivery attempts', () => sink.refused === 3);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sink.refused).toBe(3);
    expect(sink.received).toEqual([]);
  });
});
