import { type ServiceUnderTest, startSmtpSink, type SmtpSink } from '@glow/testing';
import { addAccount, postJson, codeIn } from './support/reset-helpers';
import { startResetService } from './support/reset-service';

const tooMany = { status: 429, body: { message: 'Too many attempts, please try again later' } };

describe('password reset rate limits (counted in Redis)', () => {
  let sink: SmtpSink;
  let running: ServiceUnderTest;
  const post = (route: string, body: unknown) => postJson(running, route, body);

  beforeAll(async () => {
    sink = await startSmtpSink();
    running = await startResetService({
      SMTP_URL: sink.url,
      RESET_RATE_LIMIT_PER_IP: '4',
      RESET_RATE_LIMIT_PER_ACCOUNT: '2',
    });
    await addAccount(running, 'grace', 'grace@glow.test', 'old password');
  });
  afterAll(async () => {
    await running?.stop();
    await sink?.stop();
  });

  it('when one email or one IP asks too often, then it is a 429 whether or not the email is registered', async () => {
    expect((await post('forgot-password', { email: 'grace@glow.test' })).status).toBe(200);
    const code = codeIn(await sink.nextMail());
    expect((await post('forgot-password', { email: 'GRACE@glow.test' })).status).toBe(200);
    expect(await post('forgot-password', { email: 'grace@glow.test' })).toEqual(tooMany);
    expect(await post('forgot-password', { email: 'nobody@glow.test' })).toEqual({
      status: 200,
      body: { message: 'Reset code sent to your email' },
    });
    expect(await post('forgot-password', { email: 'nobody2@glow.test' })).toEqual(tooMany);
    expect(code).toHaveLength(10);
  });

  it('when an IP has spent its guesses, then verify and reset answer 429 even for a real code', async () => {
    const code = codeIn(await sink.nextMail());
    expect((await post('verify-reset-code', { code: 'AAAAAAAAAA' })).status).toBe(400);
    expect((await post('verify-reset-code', { code: 'BBBBBBBBBB' })).status).toBe(400);
    expect((await post('verify-reset-code', { code: 'DDDDDDDDDD' })).status).toBe(400);
    expect(
      (await post('reset-password', { code: 'CCCCCCCCCC', newPassword: 'abcdef', confirmPassword: 'abcdef' }))
        .status,
    ).toBe(400);
    expect(await post('verify-reset-code', { code })).toEqual(tooMany);
    expect(await post('reset-password', { code, newPassword: 'abcdef', confirmPassword: 'abcdef' })).toEqual(
      tooMany,
    );
  });
});
