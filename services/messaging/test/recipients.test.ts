import { createEnvelope, type InboxMessage, type MessageRecipient } from '@glow/contracts';
import type { InProcessBus } from '@glow/service-kit';
import { waitFor } from '@glow/testing';
import { startInbox, type InboxUnderTest, type Person } from './support/inbox-service';

describe('recipients: messaging’s copy of the shop’s users', () => {
  let inbox: InboxUnderTest;
  let admin: Person;

  const recipients = async () =>
    (await inbox.call<MessageRecipient[]>('GET', '/api/inbox/admin/users', admin)).body;
  const recipient = async (userId: string) => (await recipients()).find((listed) => listed._id === userId);
  const updated = (who: Person, username: string) =>
    createEnvelope('user', {
      type: 'user.updated',
      key: who._id,
      data: { _id: who._id, username, email: `${username}@example.com`, isAdmin: false, tokenVersion: 0 },
    });
  const deleted = (who: Person) =>
    createEnvelope('user', { type: 'user.deleted', key: who._id, data: { _id: who._id } });
  const rowsOf = async (table: 'messages' | 'message_reads', userId: string) =>
    Number(
      (
        await inbox.pool.query<{ n: string }>(
          `SELECT count(*) AS n FROM messaging.${table} WHERE user_id = $1`,
          [userId],
        )
      ).rows[0]!.n,
    );
  const deadLetters = () =>
    (inbox.running.bus as InProcessBus).deadLetters.filter((letter) => letter.group === 'messaging');

  beforeAll(async () => {
    inbox = await startInbox();
    admin = await inbox.register({ isAdmin: true, name: 'admin' });
  });
  afterAll(() => inbox.stop());

  it('when users register, then the admin lists them by username ignoring case, with id, username and email only', async () => {
    const zed = await inbox.register({ name: 'Zed' });
    const amaka = await inbox.register({ name: 'amaka' });
    const bayo = await inbox.register({ name: 'Bayo' });

    const { status, body } = await inbox.call<MessageRecipient[]>('GET', '/api/inbox/admin/users', admin);

    expect(status).toBe(200);
    expect(body).toEqual(
      [admin, amaka, bayo, zed].map(({ _id, username, email }) => ({ _id, username, email })),
    );
  });

  it('when a user changes name or email, then the list follows and broadcasts since their registration stay theirs', async () => {
    const user = await inbox.register();
    const broadcast = await inbox.send(admin, 'all', 'Sent between registration and rename');

    await inbox.publish('user.updated', updated(user, 'renamed-user'));

    expect(await recipient(user._id)).toEqual({
      _id: user._id,
      username: 'renamed-user',
      email: 'renamed-user@example.com',
    });
    const listed = await inbox.call<InboxMessage[]>('GET', `/api/messages/${user._id}`, admin);
    expect(listed.body.map((message) => message._id)).toContain(broadcast._id);
  });

  it('when a user is deleted, then they, their personal messages and their read marks go; broadcasts stay', async () => {
    const leaving = await inbox.register();
    const staying = await inbox.register();
    await inbox.send(admin, leaving._id, 'personal one');
    await inbox.send(admin, leaving._id, 'personal two');
    const broadcast = await inbox.send(admin, 'all', 'for everyone');
    await inbox.call('PUT', '/api/inbox/mark-as-read', leaving);
    await inbox.call('PUT', '/api/inbox/mark-as-read', staying, { ids: [broadcast._id] });
    expect(await rowsOf('messages', leaving._id)).toBe(2);
    expect(await rowsOf('message_reads', leaving._id)).toBe(3);

    await inbox.publish('user.deleted', deleted(leaving));

    expect(await recipient(leaving._id)).toBeUndefined();
    expect(await rowsOf('messages', leaving._id)).toBe(0);
    expect(await rowsOf('message_reads', leaving._id)).toBe(0);
    expect(await inbox.call('GET', `/api/messages/${leaving._id}`, admin)).toEqual({
      status: 404,
      body: { message: 'User not found' },
    });
    const stillThere = await inbox.call<InboxMessage[]>('GET', '/api/inbox', staying);
    expect(stillThere.body.find((message) => message._id === broadcast._id)?.read).toBe(true);
  });

  it('when a user event is delivered twice, then it takes effect once', async () => {
    const user = await inbox.register();
    const first = updated(user, 'first-name');
    await inbox.publish('user.updated', first);
    await inbox.publish('user.updated', updated(user, 'second-name'));

    await inbox.publish('user.updated', first);

    expect((await recipient(user._id))?.username).toBe('second-name');
  });

  it('when a user is deleted while they mark messages read and an admin writes to them, then every call is answered or refused, never failed', async () => {
    for (let round = 0; round < 5; round += 1) {
      const leaving = await inbox.register();
      const sent = await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          inbox.send(admin, index % 2 ? leaving._id : 'all', `race ${round}.${index}`),
        ),
      );
      const calls = [
        ...sent.map((message) =>
          inbox.call('PUT', '/api/inbox/mark-as-read', leaving, { ids: [message._id] }),
        ),
        inbox.call('PUT', '/api/inbox/mark-as-read', leaving),
        inbox.call('POST', '/api/inbox/admin/send', admin, { userId: leaving._id, message: 'late' }),
      ];
      await Promise.all([...calls, inbox.publish('user.deleted', deleted(leaving))]);

      const statuses = (await Promise.all(calls)).map(({ status }) => status);
      expect(statuses.filter((status) => status >= 500)).toEqual([]);
      expect(await rowsOf('messages', leaving._id)).toBe(0);
      expect(await rowsOf('message_reads', leaving._id)).toBe(0);
    }
    expect(deadLetters()).toEqual([]);
  });

  it('when a user.deleted is delivered again after the account came back, then the account stays', async () => {
    const user = await inbox.register();
    const removal = deleted(user);
    await inbox.publish('user.deleted', removal);
    await inbox.publish('user.updated', updated(user, 'came-back'));
    await inbox.send(admin, user._id, 'welcome back');

    await inbox.publish('user.deleted', removal);

    expect((await recipient(user._id))?.username).toBe('came-back');
    expect(await rowsOf('messages', user._id)).toBe(1);
  });

  it('when a poisoned user event arrives, then it is dead-lettered and later events still apply', async () => {
    const user = await inbox.register();
    const poisoned = { ...updated(user, 'poisoned'), data: { _id: user._id, username: '' } };

    await inbox.publish('user.updated', poisoned);
    await waitFor('the poisoned event to be dead-lettered', () => deadLetters().length === 1);
    await inbox.publish('user.updated', updated(user, 'after-the-poison'));

    expect(deadLetters()).toEqual([
      expect.objectContaining({ event: expect.objectContaining({ id: poisoned.id }) }),
    ]);
    expect((await recipient(user._id))?.username).toBe('after-the-poison');
  });
});
