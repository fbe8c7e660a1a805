import { createHash } from 'node:crypto';
import { waitFor } from '@glow/testing';
import { readMail, tokenOf } from './support/newsletter-mail';
import { shopUrl, startMailingService, type MailingUnderTest } from './support/newsletter-service';
import { addConfirmed } from './support/newsletter-subscribers';

const checkInbox = { message: 'Check your inbox to confirm your subscription.' };
const confirmed = { message: 'Your subscription is confirmed.' };
const unsubscribed = { message: 'You have been unsubscribed.' };
const badConfirmation = { message: 'This confirmation link is invalid or has expired.' };
const badUnsubscribe = { message: 'This unsubscribe link is invalid.' };

describe('newsletter subscription (double opt-in)', () => {
  let shop: MailingUnderTest;
  beforeAll(async () => {
    shop = await startMailingService();
  });
  afterAll(() => shop.stop());

  const subscribe = (email: string) => shop.call('POST', '/api/newsletter/subscribe', { body: { email } });
  const confirm = (token: unknown) => shop.call('POST', '/api/newsletter/confirm', { body: { token } });
  const unsubscribe = (token: unknown) =>
    shop.call('POST', '/api/newsletter/unsubscribe', { body: { token } });
  const publish = (subject: string) =>
    shop.call('POST', '/api/newsletter/issues', {
      token: shop.adminToken,
      body: { subject, body: `All about ${subject}.` },
    });
  const statusOf = async (email: string) =>
    (await shop.pool.query('SELECT status FROM messaging.newsletter_subscribers WHERE email = $1', [email]))
      .rows[0]?.status as string | undefined;
  const issueSent = (id: string) =>
    waitFor(`issue ${id} to be sent`, async () => {
      const issue = await shop.call<{ status: string }>('GET', `/api/newsletter/issues/${id}`, {
        token: shop.adminToken,
      });
      return issue.body.status === 'sent';
    });

  it('when someone subscribes, confirms, gets an issue and unsubscribes through its link, then the next issue does not reach them', async () => {
    const answer = await subscribe('  Chioma@Example.NG ');
    expect(answer.status).toBe(202);
    expect(answer.body).toEqual(checkInbox);
    expect(await statusOf('chioma@example.ng')).toBe('pending');

    const confirmation = await readMail(await shop.sink.nextMail());
    expect(confirmation.to).toEqual(['chioma@example.ng']);
    expect(confirmation.text).toContain(`${shopUrl}/newsletter/confirm?token=`);
    expect(await confirm(tokenOf(confirmation.text, '/newsletter/confirm'))).toMatchObject({
      status: 200,
      body: confirmed,
    });
    expect(await statusOf('chioma@example.ng')).toBe('confirmed');

    const first = await publish('Harmattan skincare');
    expect(first.status).toBe(202);
    const issue = await readMail(await shop.sink.nextMail());
    expect(issue.to).toEqual(['chioma@example.ng']);
    expect(issue.subject).toBe('Harmattan skincare');
    expect(issue.text).toContain('All about Harmattan skincare.');
    const pageToken = tokenOf(issue.text, `${shopUrl}/newsletter/unsubscribe`);
    expect(issue.headers.get('list-unsubscribe')).toBe(
      `<${shopUrl}/api/newsletter/unsubscribe?token=${pageToken}>`,
    );
    expect(issue.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

    expect(await unsubscribe(pageToken)).toMatchObject({ status: 200, body: unsubscribed });
    expect(await statusOf('chioma@example.ng')).toBe('unsubscribed');
    expect(await unsubscribe(pageToken)).toMatchObject({ status: 200, body: unsubscribed });

    await addConfirmed(shop.pool, ['witness@example.ng']);
    const second = await publish('Rainy season hair');
    await issueSent((second.body as unknown as { _id: string })._id);
    const last = await shop.sink.nextMail();
    expect(last.to).toEqual(['witness@example.ng']);
    expect(shop.sink.received.filter((mail) => mail.raw.includes('Rainy season hair'))).toHaveLength(1);
  });

  it('when a mail client uses the one-click unsubscribe (RFC 8058), then the subscriber is unsubscribed', async () => {
    await addConfirmed(shop.pool, ['ngozi@example.ng']);
    await shop.pool.query(
      `UPDATE messaging.newsletter_subscribers SET status = 'unsubscribed' WHERE email = 'witness@example.ng'`,
    );
    await publish('One click');
    const issue = await readMail(await shop.sink.nextMail());
    const oneClick = /<([^>]+)>/.exec(issue.headers.get('list-unsubscribe') ?? '')![1]!;
    const path = oneClick.replace(shopUrl, '');

    const answer = await shop.call('POST', path, { form: 'List-Unsubscribe=One-Click' });

    expect(answer).toMatchObject({ status: 200, body: unsubscribed });
    expect(await statusOf('ngozi@example.ng')).toBe('unsubscribed');
  });

  it('when the email is new, pending, confirmed or unsubscribed, then the answer is the same and only a confirmed one gets no mail', async () => {
    await addConfirmed(shop.pool, ['kept@example.ng']);
    await subscribe('waiting@example.ng');
    await shop.sink.nextMail();
    await addConfirmed(shop.pool, ['gone@example.ng']);
    await shop.pool.query(
      `UPDATE messaging.newsletter_subscribers SET status = 'unsubscribed' WHERE email = 'gone@example.ng'`,
    );

    const answers = [];
    for (const email of ['fresh@example.ng', 'waiting@example.ng', 'kept@example.ng', 'gone@example.ng'])
      answers.push(await subscribe(email));

    for (const answer of answers)
      expect({ status: answer.status, body: answer.body }).toEqual({ status: 202, body: checkInbox });
    const mailed = [await shop.sink.nextMail(), await shop.sink.nextMail(), await shop.sink.nextMail()];
    expect(mailed.flatMap((mail) => mail.to).sort()).toEqual([
      'fresh@example.ng',
      'gone@example.ng',
      'waiting@example.ng',
    ]);
    await expect(shop.sink.nextMail(300)).rejects.toThrow(/no mail/);
    expect(await statusOf('gone@example.ng')).toBe('pending');
    expect(await statusOf('kept@example.ng')).toBe('confirmed');
  });

  it('when a link is confirmed twice, then both answer 200; only the token hash is stored', async () => {
    await subscribe('twice@example.ng');
    const token = tokenOf((await readMail(await shop.sink.nextMail())).text, '/newsletter/confirm');
    const { rows } = await shop.pool.query(
      `SELECT confirm_token_hash FROM messaging.newsletter_subscribers WHERE email = 'twice@example.ng'`,
    );
    expect(rows[0].confirm_token_hash).toBe(createHash('sha256').update(token).digest('hex'));

    expect(await confirm(token)).toMatchObject({ status: 200, body: confirmed });
    expect(await confirm(token)).toMatchObject({ status: 200, body: confirmed });
  });

  it('when a confirmation link is unknown, expired, replaced or missing, then it is a 400', async () => {
    await subscribe('late@example.ng');
    const expired = tokenOf((await readMail(await shop.sink.nextMail())).text, '/newsletter/confirm');
    await shop.pool.query(
      `UPDATE messaging.newsletter_subscribers SET confirm_expires_at = now() - interval '1 second' WHERE email = 'late@example.ng'`,
    );
    await subscribe('again@example.ng');
    const replaced = tokenOf((await readMail(await shop.sink.nextMail())).text, '/newsletter/confirm');
    await subscribe('again@example.ng');
    const current = tokenOf((await readMail(await shop.sink.nextMail())).text, '/newsletter/confirm');

    for (const token of [expired, replaced, 'not-a-token', '', undefined, 42, 'x'.repeat(500)])
      expect(await confirm(token)).toMatchObject({ status: 400, body: badConfirmation });
    expect(await statusOf('late@example.ng')).toBe('pending');
    expect(await confirm(current)).toMatchObject({ status: 200, body: confirmed });
  });

  it('when an unsubscribe link is unknown or missing, then it is a 400', async () => {
    for (const token of ['not-a-token', '', undefined, ['a']])
      expect(await unsubscribe(token)).toMatchObject({ status: 400, body: badUnsubscribe });
    expect(
      await shop.call('POST', '/api/newsletter/unsubscribe?token=nope', {
        form: 'List-Unsubscribe=One-Click',
      }),
    ).toMatchObject({
      status: 400,
      body: badUnsubscribe,
    });
  });

  it('when the email is missing or malformed, then it is a 400 and no mail goes', async () => {
    const malformed = await shop.call<{ message: string; errors: { msg: string }[] }>(
      'POST',
      '/api/newsletter/subscribe',
      {
        body: { email: 'not-an-email' },
      },
    );
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe('email: Invalid email address');
    expect((await shop.call('POST', '/api/newsletter/subscribe', { body: {} })).status).toBe(400);
    expect(
      (await shop.call('POST', '/api/newsletter/subscribe', { body: { email: ['a@b.ng'] } })).status,
    ).toBe(400);
    await expect(shop.sink.nextMail(300)).rejects.toThrow(/no mail/);
  });
});

describe('newsletter subscribe rate limits (counted in Redis)', () => {
  let shop: MailingUnderTest;
  beforeAll(async () => {
    shop = await startMailingService({
      env: { NEWSLETTER_RATE_LIMIT_PER_IP: '4', NEWSLETTER_RATE_LIMIT_PER_EMAIL: '2' },
    });
  });
  afterAll(() => shop.stop());

  const subscribe = (email: string) => shop.call('POST', '/api/newsletter/subscribe', { body: { email } });
  const tooMany = {
    status: 429,
    body: { message: 'Too many subscription requests, please try again later' },
  };

  it('when one email or one address asks too often, then it is a 429', async () => {
    expect((await subscribe('flood@example.ng')).status).toBe(202);
    expect((await subscribe('FLOOD@example.ng')).status).toBe(202);
    expect(await subscribe('flood@example.ng')).toMatchObject(tooMany);
    expect((await subscribe('other@example.ng')).status).toBe(202);
    expect(await subscribe('third@example.ng')).toMatchObject(tooMany);
    await waitFor('the three confirmations allowed', () => shop.sink.received.length === 3);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(shop.sink.received.flatMap((mail) => mail.to)).toEqual([
      'flood@example.ng',
      'flood@example.ng',
      'other@example.ng',
    ]);
  });
});
