import type { EventEnvelope } from '@glow/contracts';
import { waitFor } from '@glow/testing';
import { readMail } from './support/newsletter-mail';
import { startMailingService, type MailingUnderTest } from './support/newsletter-service';

const complete = {
  name: 'Adaeze Okafor',
  email: 'adaeze@example.ng',
  subject: 'Where is my order?',
  message: 'Hello,\nI ordered the shea butter last week and it has not arrived yet.',
};

describe('POST /api/contact', () => {
  let shop: MailingUnderTest;
  beforeAll(async () => {
    shop = await startMailingService();
  });
  afterAll(() => shop.stop());

  const storedMessages = async () =>
    (await shop.pool.query('SELECT name, email, subject, message FROM messaging.contact_messages')).rows;

  it('when a complete message is sent, then it is stored and mailed to the shop with Reply-To the sender', async () => {
    const answer = await shop.call('POST', '/api/contact', { body: complete });

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: 'Message sent successfully!' });
    const mail = await readMail(await shop.sink.nextMail());
    expect(mail.to).toEqual(['shop@glow.test']);
    expect(mail.subject).toBe('Contact form: Where is my order?');
    expect(mail.replyTo).toEqual([{ name: 'Adaeze Okafor', address: 'adaeze@example.ng' }]);
    expect(mail.text).toContain('From: Adaeze Okafor <adaeze@example.ng>');
    expect(mail.text).toContain(complete.message);
    expect(await storedMessages()).toContainEqual(complete);
    await waitFor('the sent mail job to be deleted', async () => {
      const { rowCount } = await shop.pool.query('SELECT 1 FROM messaging.mail_jobs');
      return rowCount === 0;
    });
  });

  it.each([
    ['no name', { ...complete, name: '  ' }, 'name: Name is required'],
    ['no email', { ...complete, email: undefined }, 'email: Email is required'],
    ['a malformed email', { ...complete, email: 'adaeze@' }, 'email: Invalid email address'],
    ['no subject', { ...complete, subject: '' }, 'subject: Subject is required'],
    ['no message', { ...complete, message: ' \n ' }, 'message: Message is required'],
    [
      'a too long message',
      { ...complete, message: 'x'.repeat(5_001) },
      'message: Message must be at most 5000 characters',
    ],
    ['a too long name', { ...complete, name: 'x'.repeat(101) }, 'name: Name must be at most 100 characters'],
    ['a number for a name', { ...complete, name: 42 }, 'name: Name is required'],
  ])(
    'when the form has %s, then it is a 400 naming the problem and nothing is stored or mailed',
    async (_case, body, msg) => {
      const before = (await storedMessages()).length;

      const answer = await shop.call<{ message: string; errors: { msg: string }[] }>('POST', '/api/contact', {
        body,
      });

      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ message: msg, errors: [{ msg }] });
      expect(await storedMessages()).toHaveLength(before);
    },
  );

  it('when everything is missing or the body is not an object, then it is a 400 listing each problem', async () => {
    const empty = await shop.call<{ message: string; errors: { msg: string }[] }>('POST', '/api/contact', {
      body: {},
    });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toHaveLength(4);

    for (const body of [[], 'hello', null]) {
      expect((await shop.call('POST', '/api/contact', { body })).status).toBe(400);
    }
    const malformed = await fetch(`${shop.running.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name":',
    });
    expect(malformed.status).toBe(400);
    expect(shop.sink.received).toHaveLength(1);
  });

  it('when the name and subject carry line breaks, then no header can be added through them', async () => {
    const sneaky = {
      ...complete,
      name: 'Eve\r\nBcc: victim@example.com',
      subject: 'Hi\r\nBcc: victim@example.com',
    };

    expect((await shop.call('POST', '/api/contact', { body: sneaky })).status).toBe(200);

    const received = await shop.sink.nextMail();
    const mail = await readMail(received);
    expect(received.to).toEqual(['shop@glow.test']);
    expect(mail.headers.has('bcc')).toBe(false);
    expect(mail.subject).toBe('Contact form: Hi Bcc: victim@example.com');
    expect(mail.replyTo).toEqual([{ name: 'Eve Bcc: victim@example.com', address: 'adaeze@example.ng' }]);
  });
});

describe('contact rate limit (counted in Redis)', () => {
  let shop: MailingUnderTest;
  beforeAll(async () => {
    shop = await startMailingService({ env: { CONTACT_RATE_LIMIT_PER_IP: '2' } });
  });
  afterAll(() => shop.stop());

  it('when one address sends more than the limit, then it is a 429 and nothing more is stored', async () => {
    expect((await shop.call('POST', '/api/contact', { body: complete })).status).toBe(200);
    expect((await shop.call('POST', '/api/contact', { body: complete })).status).toBe(200);

    const third = await shop.call('POST', '/api/contact', { body: complete });

    expect(third.status).toBe(429);
    expect(third.body).toEqual({ message: 'Too many messages sent, please try again later' });
    const { rows } = await shop.pool.query('SELECT count(*)::int AS n FROM messaging.contact_messages');
    expect(rows[0].n).toBe(2);
  });
});

describe('contact.received', () => {
  let shop: MailingUnderTest;
  beforeAll(async () => {
    shop = await startMailingService();
  });
  afterAll(() => shop.stop());

  it('when a message is stored, then contact.received is written with it, keyed by its id', async () => {
    const body = { ...complete, subject: 'Shade advice' };
    expect((await shop.call('POST', '/api/contact', { body })).status).toBe(200);

    const { rows: stored } = await shop.pool.query<{ id: string; created_at: Date }>(
      "SELECT id, created_at FROM messaging.contact_messages WHERE subject = 'Shade advice'",
    );
    const { rows } = await shop.pool.query<{ event_key: string; envelope: EventEnvelope }>(
      "SELECT event_key, envelope FROM messaging.outbox WHERE topic = 'contact.received'",
    );
    const announced = rows.filter((row) => row.event_key === stored[0]!.id);
    expect(announced).toHaveLength(1);
    expect(announced[0]!.envelope).toMatchObject({ type: 'contact.received', source: 'messaging' });
    expect(announced[0]!.envelope.data).toEqual({
      _id: stored[0]!.id,
      name: complete.name,
      email: complete.email,
      subject: 'Shade advice',
      createdAt: stored[0]!.created_at.toISOString(),
    });
  });
});
