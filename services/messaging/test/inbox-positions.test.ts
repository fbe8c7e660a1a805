import type { InboxMessage, TopicData, UnreadCount } from '@glow/contracts';
import { startInbox, type InboxUnderTest, type Person } from './support/inbox-service';

/**
 * The promise behind `through`: an unread count covers every message up to it (counted or read),
 * and every message committed after it has a higher position. Checked on answers and events
 * taken while sends, counts and mark-as-read calls run at once.
 */
describe('message positions and unread counts under concurrency', () => {
  let inbox: InboxUnderTest;
  let admin: Person;

  beforeAll(async () => {
    // Enough connections that counts run while sends queue for the positions lock.
    inbox = await startInbox({ DATABASE_POOL_MAX: '20' });
    admin = await inbox.register({ isAdmin: true });
  });
  afterAll(() => inbox.stop());

  const unreadCount = async (who: Person) => {
    const answer = await inbox.call<UnreadCount>('GET', '/api/inbox/unread-count', who);
    if (answer.status !== 200) throw new Error(`unread-count answered ${answer.status}`);
    return answer.body;
  };
  const markAllRead = async (who: Person) => {
    const answer = await inbox.call<UnreadCount>('PUT', '/api/inbox/mark-as-read', who);
    if (answer.status !== 200) throw new Error(`mark-as-read answered ${answer.status}`);
    return answer.body;
  };
  const messagesOf = async (who: Person) =>
    (await inbox.call<InboxMessage[]>('GET', `/api/messages/${who._id}`, admin)).body;
  const upTo = (messages: InboxMessage[], through: number) =>
    messages.filter((message) => message.seq <= through);

  it('when sends, broadcasts, counts and mark-as-read calls interleave, then every count matches its position', async () => {
    // The watcher only counts, so each of its counts must equal its messages up to `through` at the end.
    const watcher = await inbox.register();
    // The reader marks everything read while messages keep arriving.
    const reader = await inbox.register();
    const addressees = [watcher._id, reader._id, 'all'];
    const watcherCounts: UnreadCount[] = [];
    const readerMarks: UnreadCount[] = [];
    const readerCounts: UnreadCount[] = [];
    let sending = true;
    // Callers that keep asking until the last send has answered, so some ask while sends are in flight.
    const repeatWhileSending = async (answers: UnreadCount[], call: () => Promise<UnreadCount>) => {
      do answers.push(await call());
      while (sending);
    };

    const [sent] = await Promise.all([
      Promise.all(
        Array.from({ length: 24 }, (_, index) =>
          inbox.send(admin, addressees[index % 3]!, `message ${index}`),
        ),
      ).finally(() => (sending = false)),
      ...[1, 2, 3].map(() => repeatWhileSending(watcherCounts, () => unreadCount(watcher))),
      ...[1, 2].map(() => repeatWhileSending(readerMarks, () => markAllRead(reader))),
      repeatWhileSending(readerCounts, () => unreadCount(reader)),
    ]);

    expect(new Set(sent.map((message) => message.seq)).size).toBe(24);
    const watcherMessages = await messagesOf(watcher);
    const readerMessages = await messagesOf(reader);
    expect([watcherMessages.length, readerMessages.length]).toEqual([16, 16]);
    const unreadEvents = (await inbox.outbox<TopicData<'inbox.unread.changed'>>('inbox.unread.changed')).map(
      (event) => event.data,
    );

    // Every count the watcher was given, answered or pushed, is exact for its position: a message
    // committed after a count with a position at or below its `through` would break it.
    const watcherEvents = unreadEvents.filter((event) => event.userId === watcher._id);
    expect(watcherEvents).toHaveLength(8);
    for (const { count, through } of [...watcherCounts, ...watcherEvents]) {
      expect({ count, through }).toEqual({ count: upTo(watcherMessages, through).length, through });
    }
    // A send's event counts that very message: its position is the event's `through`.
    const watcherSeqs = new Set(watcherMessages.map((message) => message.seq));
    for (const { through } of watcherEvents) expect(watcherSeqs.has(through)).toBe(true);

    // Each mark-all read exactly what its position covered: after the furthest one, nothing up
    // to it is unread and nothing beyond it is read.
    expect(readerMarks.filter((answer) => answer.count !== 0)).toEqual([]);
    const furthest = Math.max(...readerMarks.map((answer) => answer.through));
    expect(readerMessages.filter((message) => !message.read).map((message) => message.seq)).toEqual(
      readerMessages.filter((message) => message.seq > furthest).map((message) => message.seq),
    );
    // The reader's other counts lie between what is still unread and all there was up to their position.
    const readerEvents = unreadEvents.filter((event) => event.userId === reader._id);
    for (const { count, through } of [...readerCounts, ...readerEvents]) {
      const covered = upTo(readerMessages, through);
      expect(count).toBeGreaterThanOrEqual(covered.filter((message) => !message.read).length);
      expect(count).toBeLessThanOrEqual(covered.length);
    }

    const last = await unreadCount(reader);
    expect(last).toEqual({
      count: readerMessages.filter((message) => !message.read).length,
      through: Math.max(...sent.map((message) => message.seq)),
    });
  });
});
