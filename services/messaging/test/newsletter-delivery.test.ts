import type { NewsletterIssue } from '@glow/contracts';
import { createHash } from 'node:crypto';
import { createTestDatabase, createTestKeys, startSmtpSink, waitFor } from '@glow/testing';
import { readMail, tokenOf } from './support/newsletter-mail';
import { startMailingService, type MailingUnderTest } from './support/newsletter-service';
import { addConfirmed, numberedEmails, recipientsOf } from './support/newsletter-subscribers';

type Progress = NewsletterIssue & { skipped: number };

async function publish(shop: MailingUnderTest, subject: string): Promise<Progress> {
  const answer = await shop.call<Progress>('POST', '/api/newsletter/issues', {
    token: shop.adminToken,
    body: { subject, body: `${subject}: what is new at Glow.` },
  });
  if (answer.status !== 202) throw new Error(`publish answered ${answer.status}: ${answer.text}`);
  return answer.body;
}

async function finished(shop: MailingUnderTest, id: string, timeoutMs = 10_000): Promise<Progress> {
  return waitFor(
    `issue ${id} to be sent`,
    async () => {
      const { body } = await shop.call<Progress>('GET', `/api/newsletter/issues/${id}`, {
        token: shop.adminToken,
      });
      return body.status === 'sent' && body;
    },
    timeoutMs,
    50,
  );
}

describe('newsletter delivery', () => {
  let shop: MailingUnderTest | undefined;
  afterEach(async () => {
    await shop?.stop();
    shop = undefined;
  });

  it('when an issue goes to N confirmed subscribers, then exactly they get it, once each, and the issue says so', async () => {
    shop = await startMailingService({ env: { NEWSLETTER_BATCH_SIZE: '7', NEWSLETTER_CONCURRENCY: '3' } });
    const readers = numberedEmails(45);
    await addConfirmed(shop.pool, readers);
    await shop.pool.query(
      `INSERT INTO messaging.newsletter_subscribers (email, status) VALUES ('pending@glow.test', 'pending'), ('left@glow.test', 'unsubscribed')`,
    );

    const issue = await publish(shop, 'May edition');
    const done = await finished(shop, issue._id);

    expect(issue).toMatchObject({ status: 'sending', total: 45 });
    expect(recipientsOf(shop.sink.received, 'May edition').sort()).toEqual([...readers].sort());
    expect(done).toMatchObject({
      total: 45,
      sent: 45,
      failed: 0,
      skipped: 0,
      finishedAt: expect.any(String),
    });
    const list = await shop.call<Progress[]>('GET', '/api/newsletter/issues', { token: shop.adminToken });
    expect(list.body[0]).toEqual(done);
  });

  it('when every mail carries its own unsubscribe token, then only its hash is stored and it unsubscribes its own reader', async () => {
    shop = await startMailingService();
    await addConfirmed(shop.pool, ['ife@glow.test', 'tunde@glow.test']);

    await finished(shop, (await publish(shop, 'Tokens'))._id);

    const mails = await Promise.all(shop.sink.received.map(readMail));
    const ife = mails.find((mail) => mail.to.includes('ife@glow.test'))!;
    const token = tokenOf(ife.text, '/newsletter/unsubscribe');
    const { rows } = await shop.pool.query<{ token_hash: string }>(
      'SELECT token_hash FROM messaging.newsletter_unsubscribe_tokens',
    );
    expect(rows).toHaveLength(2);
    expect(rows.map((row) => row.token_hash)).toContain(createHash('sha256').update(token).digest('hex'));
    expect((await shop.call('POST', '/api/newsletter/unsubscribe', { body: { token } })).status).toBe(200);
    const statuses = await shop.pool.query(
      'SELECT email, status FROM messaging.newsletter_subscribers ORDER BY email',
    );
    expect(statuses.rows).toEqual([
      { email: 'ife@glow.test', status: 'unsubscribed' },
      { email: 'tunde@glow.test', status: 'confirmed' },
    ]);
  });

  it('when the SMTP server answers 451 to the first tries, then those mails are retried and all arrive', async () => {
    const sink = await startSmtpSink({ refuseFirst: 3 });
    shop = await startMailingService({ sink });
    const readers = numberedEmails(6, 'grey');
    await addConfirmed(shop.pool, readers);

    const done = await finished(shop, (await publish(shop, 'Greylisted'))._id);

    expect(sink.refused).toBe(3);
    expect(recipientsOf(sink.received, 'Greylisted').sort()).toEqual([...readers].sort());
    expect(done).toMatchObject({ total: 6, sent: 6, failed: 0 });
    await shop.stop();
    shop = undefined;
    await sink.stop();
  });

  it('when the SMTP server refuses every try, then the deliveries fail after MAIL_ATTEMPTS and the issue still finishes', async () => {
    const sink = await startSmtpSink({ refuseFirst: 1_000 });
    shop = await startMailingService({ sink, env: { MAIL_ATTEMPTS: '3', MAIL_RETRY_DELAY_MS: '20' } });
    await addConfirmed(shop.pool, numberedEmails(2, 'never'));

    const done = await finished(shop, (await publish(shop, 'Refused'))._id);

    expect(done).toMatchObject({ total: 2, sent: 0, failed: 2 });
    expect(sink.refused).toBe(6);
    await shop.stop();
    shop = undefined;
    await sink.stop();
  });
});

describe('newsletter delivery while the SMTP server is away', () => {
  it('when a subscriber leaves before their mail went, then they are skipped and the others get it once the server is back', async () => {
    const database = await createTestDatabase();
    const keys = createTestKeys();
    const away = await startSmtpSink();
    await away.stop();
    const first = await startMailingService({ database, keys, sink: away });
    const readers = numberedEmails(5, 'patient');
    await addConfirmed(first.pool, readers);
    await first.pool.query(
      `INSERT INTO messaging.newsletter_unsubscribe_tokens (token_hash, subscriber_id)
       SELECT $1, id FROM messaging.newsletter_subscribers WHERE email = 'patient1@glow.test'`,
      [createHash('sha256').update('leaving-token').digest('hex')],
    );
    const issue = await publish(first, 'Patience');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const unsubscribe = await first.call('POST', '/api/newsletter/unsubscribe', {
      body: { token: 'leaving-token' },
    });
    expect(unsubscribe.status).toBe(200);
    await first.stop();

    const sink = await startSmtpSink();
    const second = await startMailingService({ database, keys, sink });
    try {
      const done = await finished(second, issue._id);

      expect(recipientsOf(sink.received, 'Patience').sort()).toEqual(readers.slice(1).sort());
      expect(done).toMatchObject({ total: 5, sent: 4, failed: 0, skipped: 1 });
    } finally {
      await second.stop();
      await sink.stop();
      await database.drop();
    }
  });
});
