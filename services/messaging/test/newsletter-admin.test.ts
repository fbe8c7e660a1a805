import type { NewsletterIssue, SubscriberPage } from '@glow/contracts';
import { parse } from 'csv-parse/sync';
import { startMailingService, type MailingUnderTest } from './support/newsletter-service';

// Every row has a body (undefined for a GET): a shorter row would make Jest pass a `done` callback.
const adminRoutes: [string, string, unknown][] = [
  ['GET', '/api/newsletter/subscribers', undefined],
  ['GET', '/api/newsletter/subscribers.csv', undefined],
  ['POST', '/api/newsletter/issues', { subject: 'Hello', body: 'Hello all' }],
  ['GET', '/api/newsletter/issues', undefined],
  ['GET', '/api/newsletter/issues/00000000-0000-4000-8000-000000000000', undefined],
];

/** 130 subscribers, one second apart, the newest last: every fifth unsubscribed, every third pending (69 confirmed). */
async function addSubscribers(shop: MailingUnderTest) {
  await shop.pool.query(
    `INSERT INTO messaging.newsletter_subscribers (email, status, created_at, confirmed_at)
     SELECT format('%s%s@%s', CASE WHEN n % 2 = 0 THEN 'ada' ELSE 'bola' END, n,
                   CASE WHEN n % 4 = 0 THEN 'lagos.ng' ELSE 'abuja.ng' END),
            CASE WHEN n % 5 = 0 THEN 'unsubscribed' WHEN n % 3 = 0 THEN 'pending' ELSE 'confirmed' END,
            timestamptz '2025-01-01 00:00:00+00' + make_interval(secs => n),
            CASE WHEN n % 5 <> 0 AND n % 3 <> 0 THEN timestamptz '2025-01-02 00:00:00+00' END
       FROM generate_series(1, 130) AS n`,
  );
  await shop.pool.query(
    `INSERT INTO messaging.newsletter_subscribers (email, status) VALUES ('odd_100%@lagos.ng', 'pending')`,
  );
}

describe('newsletter administration', () => {
  let shop: MailingUnderTest;
  beforeAll(async () => {
    shop = await startMailingService();
    await addSubscribers(shop);
  });
  afterAll(() => shop.stop());

  const admin = <T>(path: string) => shop.call<T>('GET', path, { token: shop.adminToken });

  it.each(adminRoutes)(
    'when %s %s is called without a token or by a shopper, then it is 401 / 403',
    async (method, path, body) => {
      const anonymous = await shop.call(method, path, { body });
      const shopper = await shop.call(method, path, { body, token: shop.shopperToken });

      expect(anonymous.status).toBe(401);
      expect(anonymous.body.message).toBe('Not authorized, no token');
      expect(shopper.status).toBe(403);
      expect(shopper.body.message).toBe('Not authorized as an admin');
    },
  );

  it('when the admin lists subscribers, then it is 50 a page, newest first, with the totals', async () => {
    const first = await admin<SubscriberPage>('/api/newsletter/subscribers');
    const third = await admin<SubscriberPage>('/api/newsletter/subscribers?page=3');

    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: 131, page: 1, pages: 3, confirmed: 69 });
    expect(first.body.items).toHaveLength(50);
    expect(first.body.items[0]!.email).toBe('odd_100%@lagos.ng');
    expect(first.body.items[1]).toEqual({
      _id: expect.any(String),
      email: 'ada130@abuja.ng',
      status: 'unsubscribed',
      createdAt: '2025-01-01T00:02:10.000Z',
      confirmedAt: null,
    });
    expect(third.body.items.map((item) => item.email).at(-1)).toBe('bola1@abuja.ng');
    expect(third.body.items).toHaveLength(31);
  });

  it('when the admin searches and filters, then only matching subscribers count; confirmed stays the whole list', async () => {
    const lagos = await admin<SubscriberPage>('/api/newsletter/subscribers?search=LAGOS&status=confirmed');
    const percent = await admin<SubscriberPage>('/api/newsletter/subscribers?search=%25');
    const everyone = await admin<SubscriberPage>('/api/newsletter/subscribers?search=&status=');

    expect(
      lagos.body.items.every((item) => item.email.endsWith('@lagos.ng') && item.status === 'confirmed'),
    ).toBe(true);
    expect(lagos.body).toMatchObject({ total: 18, pages: 1, confirmed: 69 });
    expect(percent.body.items.map((item) => item.email)).toEqual(['odd_100%@lagos.ng']);
    expect(everyone.body.total).toBe(131);
  });

  it.each([
    ['page=0', 'page: page must be a whole number from 1'],
    ['page=two', 'page: page must be a whole number from 1'],
    ['status=sleeping', 'status: status must be one of pending, confirmed, unsubscribed'],
    ['page=1&page=2', 'page: page must be a whole number from 1'],
  ])('when the query has %s, then it is a 400 naming the problem', async (query, msg) => {
    const answer = await admin<{ message: string; errors: { msg: string }[] }>(
      `/api/newsletter/subscribers?${query}`,
    );

    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([{ msg }]);
  });

  it('when the admin exports, then the CSV holds every matching subscriber, newest first', async () => {
    const answer = await admin('/api/newsletter/subscribers.csv?status=confirmed');
    const all = await admin('/api/newsletter/subscribers.csv');

    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename=glow-subscribers.csv');
    const rows = parse(answer.text, { columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(69);
    expect(Object.keys(rows[0]!)).toEqual(['email', 'status', 'subscribed_at', 'confirmed_at']);
    expect(rows[0]).toEqual({
      email: 'ada128@lagos.ng',
      status: 'confirmed',
      subscribed_at: '2025-01-01T00:02:08.000Z',
      confirmed_at: '2025-01-02T00:00:00.000Z',
    });
    expect(rows.every((row) => row.status === 'confirmed')).toBe(true);
    expect((parse(all.text, { columns: true }) as unknown[]).length).toBe(131);
  });

  it('when the list is longer than one read, then the export still has each subscriber once', async () => {
    await shop.pool.query(
      `INSERT INTO messaging.newsletter_subscribers (email, status, created_at)
       SELECT format('same%s@kano.ng', n), 'pending', timestamptz '2024-06-01 10:00:00.123456+00'
         FROM generate_series(1, 2500) AS n`,
    );

    const answer = await admin('/api/newsletter/subscribers.csv?search=kano');

    const emails = (parse(answer.text, { columns: true }) as { email: string }[]).map((row) => row.email);
    expect(emails).toHaveLength(2500);
    expect(new Set(emails).size).toBe(2500);
  });

  it('when the admin sends an issue without a subject or body, then it is a 400', async () => {
    const send = (body: unknown) =>
      shop.call<{ message: string; errors: { msg: string }[] }>('POST', '/api/newsletter/issues', {
        token: shop.adminToken,
        body,
      });

    expect((await send({ subject: ' ', body: 'Hi' })).body.message).toBe('subject: Subject is required');
    expect((await send({ subject: 'Hi' })).body.message).toBe('body: Body is required');
    expect((await send({ subject: 'x'.repeat(201), body: 'Hi' })).status).toBe(400);
    expect((await send({})).body.errors).toHaveLength(2);
  });

  it('when an issue is unknown, then it is a 404', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const answer = await admin(`/api/newsletter/issues/${id}`);
      expect(answer).toMatchObject({ status: 404, body: { message: 'Issue not found' } });
    }
  });

  it('when the admin sends issues, then they are listed newest first with their progress', async () => {
    const send = (subject: string) =>
      shop.call<NewsletterIssue>('POST', '/api/newsletter/issues', {
        token: shop.adminToken,
        body: { subject, body: 'News' },
      });
    const older = await send('January news');
    const newer = await send('February news');

    expect(older.status).toBe(202);
    expect(older.body).toMatchObject({
      subject: 'January news',
      body: 'News',
      total: 69,
      failed: 0,
      finishedAt: null,
    });
    expect(older.body.status).toBe('sending');
    const list = await admin<NewsletterIssue[]>('/api/newsletter/issues');
    expect(list.body.map((issue) => issue._id).slice(0, 2)).toEqual([newer.body._id, older.body._id]);
  });

  it('when nobody is confirmed, then an issue is sent at once to nobody', async () => {
    await shop.pool.query(`UPDATE messaging.newsletter_subscribers SET status = 'pending'`);

    const answer = await shop.call<NewsletterIssue>('POST', '/api/newsletter/issues', {
      token: shop.adminToken,
      body: { subject: 'Nobody', body: 'Nobody reads this' },
    });

    expect(answer.body).toMatchObject({
      status: 'sent',
      total: 0,
      sent: 0,
      failed: 0,
      finishedAt: expect.any(String),
    });
  });
});
