import type { NewsletterIssue } from '@glow/contracts';
import {
  createTestDatabase,
  createTestKeys,
  startSmtpSink,
  testPool,
  waitFor,
  type SmtpSink,
  type TestDatabase,
  type TestKeys,
} from '@glow/testing';
import { startMailingService, type MailingUnderTest } from './support/newsletter-service';
import { addConfirmed, numberedEmails, recipientsOf } from './support/newsletter-subscribers';

const duplicatesIn = (recipients: string[]) => recipients.length - new Set(recipients).size;

async function publish(shop: MailingUnderTest, subject: string): Promise<NewsletterIssue> {
  const answer = await shop.call<NewsletterIssue>('POST', '/api/newsletter/issues', {
    token: shop.adminToken,
    body: { subject, body: 'Fresh arrivals this week.' },
  });
  if (answer.status !== 202) throw new Error(`publish answered ${answer.status}: ${answer.text}`);
  return answer.body;
}

const sentIssue = (shop: MailingUnderTest, id: string) =>
  waitFor(
    `issue ${id} to be sent`,
    async () => {
      const { body } = await shop.call<NewsletterIssue>('GET', `/api/newsletter/issues/${id}`, {
        token: shop.adminToken,
      });
      return body.status === 'sent' && body;
    },
    30_000,
    50,
  );

describe('newsletter sending across instances', () => {
  let database: TestDatabase;
  let keys: TestKeys;
  let sink: SmtpSink;
  const running: MailingUnderTest[] = [];
  const start = async (env: Record<string, string> = {}) => {
    const shop = await startMailingService({ database, keys, sink, env });
    running.push(shop);
    return shop;
  };

  beforeEach(async () => {
    database = await createTestDatabase();
    keys = createTestKeys();
    sink = await startSmtpSink();
  });
  afterEach(async () => {
    for (const shop of running.splice(0)) await shop.stop();
    await sink.stop();
    await database.drop();
  });

  it('when the service stops in the middle of a send, then a new instance sends the rest: everyone gets it, none twice beyond the mails in flight', async () => {
    const concurrency = 2;
    const settings = { NEWSLETTER_BATCH_SIZE: '10', NEWSLETTER_CONCURRENCY: String(concurrency) };
    const first = await start(settings);
    const readers = numberedEmails(400);
    await addConfirmed(first.pool, readers);
    const issue = await publish(first, 'Restart edition');

    await waitFor('the send to be under way', () => sink.received.length >= 60);
    await first.stop();
    running.splice(running.indexOf(first), 1);
    const receivedAtStop = sink.received.length;
    const recorded = await recordedSends(database, issue._id);
    const second = await start(settings);
    const done = await sentIssue(second, issue._id);

    const recipients = recipientsOf(sink.received, 'Restart edition');
    expect(receivedAtStop).toBeLessThan(400);
    expect(recorded).toBe(receivedAtStop);
    expect(new Set(recipients)).toEqual(new Set(readers));
    expect(duplicatesIn(recipients)).toBeLessThanOrEqual(concurrency);
    expect(done).toMatchObject({ total: 400, sent: 400, failed: 0 });
  });

  it('when an instance died holding a claim, then its deliveries go out once the lease runs out', async () => {
    const shop = await start();
    await addConfirmed(shop.pool, numberedEmails(12, 'orphan'));
    const { rows } = await shop.pool.query<{ id: string }>(
      `INSERT INTO messaging.newsletter_issues (subject, body, total) VALUES ('Orphaned', 'Left behind', 12) RETURNING id`,
    );
    // What a crashed instance leaves: rows claimed by it, leased for two more seconds.
    await shop.pool.query(
      `INSERT INTO messaging.newsletter_deliveries (issue_id, subscriber_id, attempts, claimed_by, next_attempt_at)
       SELECT $1, id, 1, gen_random_uuid(), now() + interval '2 seconds' FROM messaging.newsletter_subscribers`,
      [rows[0]!.id],
    );

    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(sink.received).toHaveLength(0);
    const done = await sentIssue(shop, rows[0]!.id);

    expect(new Set(recipientsOf(sink.received, 'Orphaned')).size).toBe(12);
    expect(sink.received).toHaveLength(12);
    expect(done).toMatchObject({ total: 12, sent: 12 });
  });

  it('when two instances send the same issue, then each subscriber gets it exactly once', async () => {
    const settings = { NEWSLETTER_BATCH_SIZE: '15', NEWSLETTER_CONCURRENCY: '3' };
    const first = await start(settings);
    const second = await start(settings);
    const readers = numberedEmails(300, 'shared');
    await addConfirmed(first.pool, readers);

    const issue = await publish(first, 'Shared edition');
    second.running.service.deps.newsletter.wake();
    await sentIssue(second, issue._id);

    const recipients = recipientsOf(sink.received, 'Shared edition');
    expect(recipients.sort()).toEqual([...readers].sort());
  });
});

async function recordedSends(database: TestDatabase, issueId: string): Promise<number> {
  const pool = testPool(database.url, 1);
  try {
    const { rows } = await pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM messaging.newsletter_deliveries WHERE issue_id = $1 AND status = 'sent'`,
      [issueId],
    );
    return rows[0]!.n;
  } finally {
    await pool.end();
  }
}
