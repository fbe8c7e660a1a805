import type { ErrorBody, InboxMessage, TopicData, UnreadCount } from '@glow/contracts';
import { startInbox, type InboxUnderTest, type Person } from './support/inbox-service';

describe('admin messages', () => {
  let inbox: InboxUnderTest;
  let admin: Person;
  let shopper: Person;

  const sendAs = (who: Person | undefined, body: unknown) =>
    inbox.call<InboxMessage & ErrorBody>('POST', '/api/inbox/admin/send', who, body);
  const eventsFor = async <T extends 'message.sent' | 'inbox.unread.changed'>(topic: T, key: string) =>
    (await inbox.outbox<TopicData<T>>(topic)).filter((event) => event.key === key);

  beforeAll(async () => {
    inbox = await startInbox();
    admin = await inbox.register({ isAdmin: true });
    shopper = await inbox.register();
  });
  afterAll(() => inbox.stop());

  describe.each([
    ['POST', '/api/inbox/admin/send'],
    ['GET', '/api/inbox/admin/users'],
    ['GET', '/api/messages/:userId'],
  ])('%s %s', (method, template) => {
    const path = () => template.replace(':userId', shopper._id);
    const body = () => (method === 'POST' ? { userId: shopper._id, message: 'hello' } : undefined);

    it('when nobody is signed in, then it answers 401', async () => {
      expect((await inbox.call(method, path(), undefined, body())).status).toBe(401);
    });

    it('when a shopper asks, then it answers 403 Not authorized as an admin', async () => {
      expect(await inbox.call(method, path(), shopper, body())).toEqual({
        status: 403,
        body: { message: 'Not authorized as an admin' },
      });
    });
  });

  it.each([
    ['no userId', { message: 'hello' }, 'Please select a user or "All Users".'],
    ['a blank userId', { userId: '   ', message: 'hello' }, 'Please select a user or "All Users".'],
    ['a userId that is not text', { userId: 42, message: 'hello' }, 'Please select a user or "All Users".'],
    ['no message', { userId: 'all' }, 'Please enter a message.'],
    ['a blank message', { userId: 'all', message: ' \n\t ' }, 'Please enter a message.'],
    ['a message that is not text', { userId: 'all', message: ['hi'] }, 'Please enter a message.'],
    [
      '2001 characters',
      { userId: 'all', message: 'x'.repeat(2001) },
      'A message may be at most 2000 characters long.',
    ],
    ['no body at all', undefined, 'Please select a user or "All Users".'],
    ['a null character', { userId: 'all', message: 'a\u0000b' }, 'A message cannot contain null characters.'],
  ])('when an admin sends %s, then it answers 400 and stores nothing', async (_what, body, message) => {
    const before = await inbox.outbox('message.sent');
    expect(await sendAs(admin, body)).toEqual({ status: 400, body: { message } });
    expect(await inbox.outbox('message.sent')).toHaveLength(before.length);
  });

  it('when the message is 2000 characters after trimming, then it is accepted', async () => {
    const answer = await sendAs(admin, { userId: 'all', message: ` ${'y'.repeat(2000)} ` });
    expect(answer.status).toBe(201);
    expect(answer.body.message).toHaveLength(2000);
  });

  it.each([
    ['an id messaging does not know', () => '0b7d3e64-1c1f-4bb0-9a4c-6d0f1c2b3a49'],
    ['a signed-in user whose registration has not arrived', () => inbox.stranger()._id],
    ['something that is not an id', () => 'All Users'],
    ['an id with a null character', () => 'user\u0000'],
  ])('when an admin writes to %s, then it answers 404 User not found', async (_what, userId) => {
    expect(await sendAs(admin, { userId: userId(), message: 'hello' })).toEqual({
      status: 404,
      body: { message: 'User not found' },
    });
  });

  it('when an admin writes to one user, then the trimmed message is stored, announced and counted in one go', async () => {
    const reader = await inbox.register();

    const answer = await sendAs(admin, {
      userId: ` ${reader._id} `,
      message: '  Your parcel left Lagos today.  ',
    });

    expect(answer.status).toBe(201);
    const sent = answer.body;
    expect(sent).toEqual({
      _id: expect.any(String),
      user: reader._id,
      message: 'Your parcel left Lagos today.',
      read: false,
      createdAt: expect.any(String),
      seq: expect.any(Number),
    });
    expect(Date.parse(sent.createdAt)).not.toBeNaN();
    const announced = await eventsFor('message.sent', reader._id);
    expect(announced.map((event) => event.data)).toEqual([
      {
        _id: sent._id,
        user: reader._id,
        message: 'Your parcel left Lagos today.',
        fromAdmin: true,
        createdAt: sent.createdAt,
        seq: sent.seq,
      },
    ]);
    const counted = await eventsFor('inbox.unread.changed', reader._id);
    expect(counted.map((event) => event.data)).toEqual([{ userId: reader._id, count: 1, through: sent.seq }]);
    expect(counted[0]!.correlationId).toBe(announced[0]!.correlationId);
    expect(await inbox.call<InboxMessage[]>('GET', '/api/inbox', reader)).toEqual({
      status: 200,
      body: [sent],
    });
  });

  it('when an admin writes to All Users, then it is announced under the key all and no one’s count is announced', async () => {
    const countsBefore = await inbox.outbox('inbox.unread.changed');

    const answer = await sendAs(admin, { userId: 'all', message: 'Weekend sale on serums' });

    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ user: 'all', message: 'Weekend sale on serums', read: false });
    const announced = (await eventsFor('message.sent', 'all')).at(-1)!;
    expect(announced.data).toEqual({
      _id: answer.body._id,
      user: 'all',
      message: 'Weekend sale on serums',
      fromAdmin: true,
      createdAt: answer.body.createdAt,
      seq: answer.body.seq,
    });
    expect(await inbox.outbox('inbox.unread.changed')).toHaveLength(countsBefore.length);
    expect((await inbox.call<UnreadCount>('GET', '/api/inbox/unread-count', shopper)).body.through).toBe(
      answer.body.seq,
    );
  });

  it('when an admin opens a user’s messages, then they are listed as that user sees them, read marks included', async () => {
    const reader = await inbox.register();
    const personal = await inbox.send(admin, reader._id, 'Thanks for your order');
    const broadcast = await inbox.send(admin, 'all', 'Store closed on Monday');
    await inbox.call('PUT', '/api/inbox/mark-as-read', reader, { ids: [personal._id] });

    const answer = await inbox.call<InboxMessage[]>('GET', `/api/messages/${reader._id}`, admin);

    expect(answer.status).toBe(200);
    expect(answer.body.slice(0, 2)).toEqual([
      { ...broadcast, read: false },
      { ...personal, read: true },
    ]);
    expect(answer.body).toEqual((await inbox.call<InboxMessage[]>('GET', '/api/inbox', reader)).body);
  });

  it.each([
    ['an unknown user', '0b7d3e64-1c1f-4bb0-9a4c-6d0f1c2b3a49'],
    ['all', 'all'],
    ['an id with a null character', 'user%00'],
  ])('when an admin opens the messages of %s, then it answers 404 User not found', async (_what, userId) => {
    expect(await inbox.call('GET', `/api/messages/${userId}`, admin)).toEqual({
      status: 404,
      body: { message: 'User not found' },
    });
  });
});
