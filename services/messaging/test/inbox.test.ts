import type { ErrorBody, InboxMessage, UnreadCount } from '@glow/contracts';
import { startInbox, type InboxUnderTest, type Person } from './support/inbox-service';

describe('a reader’s inbox', () => {
  let inbox: InboxUnderTest;
  let admin: Person;

  const inboxOf = async (who: Person) => (await inbox.call<InboxMessage[]>('GET', '/api/inbox', who)).body;
  const unreadOf = async (who: Person) =>
    (await inbox.call<UnreadCount>('GET', '/api/inbox/unread-count', who)).body;
  const markRead = (who: Person, body?: unknown) =>
    inbox.call<UnreadCount>('PUT', '/api/inbox/mark-as-read', who, body);
  const unreadEventsOf = async (who: Person) =>
    (await inbox.outbox<UnreadCount & { userId: string }>('inbox.unread.changed')).filter(
      (event) => event.key === who._id,
    );

  beforeAll(async () => {
    inbox = await startInbox();
    admin = await inbox.register({ isAdmin: true });
  });
  afterAll(() => inbox.stop());

  it.each([
    ['GET', '/api/inbox'],
    ['GET', '/api/inbox/unread-count'],
    ['PUT', '/api/inbox/mark-as-read'],
  ])('when nobody is signed in, then %s %s answers 401', async (method, path) => {
    const answer = await inbox.call<ErrorBody>(method, path);
    expect(answer.status).toBe(401);
    expect(answer.body.message).toMatch(/Not authorized/);
  });

  it('when a new user has no messages, then the inbox is empty and nothing is unread', async () => {
    const newcomer = await inbox.register();
    expect(await inbox.call('GET', '/api/inbox', newcomer)).toEqual({ status: 200, body: [] });
    const { status, body } = await inbox.call<UnreadCount>('GET', '/api/inbox/unread-count', newcomer);
    expect(status).toBe(200);
    expect(body).toEqual({ count: 0, through: expect.any(Number) });
  });

  it('when messages arrive, then the reader sees theirs and the broadcasts newest first, never another user’s', async () => {
    const reader = await inbox.register();
    const other = await inbox.register();
    const first = await inbox.send(admin, reader._id, 'Your parcel left Lagos today.');
    await inbox.send(admin, other._id, 'Not for the reader');
    const broadcast = await inbox.send(admin, 'all', 'Weekend sale on serums');

    const listed = await inboxOf(reader);
    expect(listed).toEqual([
      { ...broadcast, read: false },
      {
        _id: first._id,
        user: reader._id,
        message: 'Your parcel left Lagos today.',
        read: false,
        createdAt: first.createdAt,
        seq: first.seq,
      },
    ]);
    expect(broadcast.seq).toBeGreaterThan(first.seq);
    expect(await unreadOf(reader)).toEqual({ count: 2, through: broadcast.seq });
  });

  it('when one of two users reads a broadcast, then it is read for that user only', async () => {
    const ngozi = await inbox.register();
    const tunde = await inbox.register();
    const broadcast = await inbox.send(admin, 'all', 'New arrivals this week');

    const answer = await markRead(ngozi, { ids: [broadcast._id] });

    expect(answer.status).toBe(200);
    expect(answer.body.count).toBe(0);
    expect((await inboxOf(ngozi)).find((listed) => listed._id === broadcast._id)?.read).toBe(true);
    expect((await inboxOf(tunde)).find((listed) => listed._id === broadcast._id)?.read).toBe(false);
    expect((await unreadOf(tunde)).count).toBe(1);
  });

  it('when a user registers after a broadcast, then it is not theirs; later broadcasts are', async () => {
    const before = await inbox.send(admin, 'all', 'Before you joined');
    const latecomer = await inbox.register();
    const after = await inbox.send(admin, 'all', 'After you joined');

    expect((await inboxOf(latecomer)).map((listed) => listed._id)).toEqual([after._id]);
    expect((await unreadOf(latecomer)).count).toBe(1);
    const marked = await markRead(latecomer, { ids: [before._id] });
    expect(marked.body.count).toBe(1);
    expect(await unreadEventsOf(latecomer)).toEqual([]);
  });

  it('when messaging has not heard of the user yet, then every broadcast is shown to them', async () => {
    const early = await inbox.send(admin, 'all', 'An early broadcast');
    const stranger = inbox.stranger();
    expect((await inboxOf(stranger)).map((listed) => listed._id)).toContain(early._id);
  });

  it('when the reader marks all as read, then the count is 0 and one event says so; a second call changes nothing and says nothing', async () => {
    const reader = await inbox.register();
    await inbox.send(admin, reader._id, 'one');
    const last = await inbox.send(admin, reader._id, 'two');

    const first = await markRead(reader);
    expect(first).toEqual({ status: 200, body: { count: 0, through: expect.any(Number) } });
    expect(first.body.through).toBeGreaterThanOrEqual(last.seq);
    expect((await inboxOf(reader)).every((listed) => listed.read)).toBe(true);
    const eventsAfterFirst = await unreadEventsOf(reader);
    expect(eventsAfterFirst.map((event) => event.data).at(-1)).toEqual({
      userId: reader._id,
      count: 0,
      through: first.body.through,
    });

    const second = await markRead(reader, {});
    expect(second.body.count).toBe(0);
    expect(await unreadEventsOf(reader)).toHaveLength(eventsAfterFirst.length);
  });

  it('when ids name another user’s message, an unknown message or no uuid at all, then they are ignored', async () => {
    const reader = await inbox.register();
    const other = await inbox.register();
    const theirs = await inbox.send(admin, other._id, 'for the other user');
    const mine = await inbox.send(admin, reader._id, 'for the reader');

    const answer = await markRead(reader, {
      ids: [theirs._id, '6b1d5a52-4a4e-4b8e-9d0e-0a3c5e9b1f00', 'not-a-uuid'],
    });

    expect(answer.status).toBe(200);
    expect(answer.body.count).toBe(1);
    expect((await inboxOf(other)).find((listed) => listed._id === theirs._id)?.read).toBe(false);
    expect((await inboxOf(reader)).find((listed) => listed._id === mine._id)?.read).toBe(false);
    expect((await unreadEventsOf(reader)).map((event) => event.data.count)).toEqual([1]);
  });

  it('when an empty list of ids is sent, then nothing is marked', async () => {
    const reader = await inbox.register();
    await inbox.send(admin, reader._id, 'still unread');
    expect((await markRead(reader, { ids: [] })).body.count).toBe(1);
  });

  it.each([
    ['ids that are not a list', { ids: 'abc' }, 'ids must be a list of message ids'],
    ['ids that are not strings', { ids: [1, 2] }, 'ids must be a list of message ids'],
    [
      '201 ids',
      { ids: Array.from({ length: 201 }, (_, index) => `id-${index}`) },
      'At most 200 messages can be marked at once',
    ],
    ['a list for a body', ['not', 'an', 'object'], 'The request body must be an object'],
  ])('when mark-as-read gets %s, then it answers 400', async (_what, body, message) => {
    const reader = await inbox.register();
    expect(await markRead(reader, body)).toEqual({ status: 400, body: { message } });
  });

  it('when the body is not JSON, then mark-as-read answers 400', async () => {
    const reader = await inbox.register();
    const response = await fetch(`${inbox.running.url}/api/inbox/mark-as-read`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${reader.token}` },
      body: '{"ids": [',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Malformed JSON in request body' });
  });

  it('when a reader has more than 200 messages, then the inbox lists the newest 200', async () => {
    const reader = await inbox.register();
    const sent: InboxMessage[] = [];
    for (let index = 0; index < 203; index += 1) sent.push(await inbox.send(admin, reader._id, `#${index}`));

    const listed = await inboxOf(reader);

    expect(listed).toHaveLength(200);
    expect(listed.map((message) => message._id)).toEqual(
      sent
        .slice(-200)
        .reverse()
        .map((message) => message._id),
    );
    expect((await unreadOf(reader)).count).toBe(203);
  });
});
