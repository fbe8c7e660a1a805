import type { InboxMessage } from '@glow/contracts';
import { notFound, type Database, type Outbox, type PoolClient } from '@glow/service-kit';
import { everyone } from '../data/inbox-message';
import { lockForNewPosition } from '../data/message-positions';
import { MessageRepository } from '../data/message-repository';
import { UserDirectoryRepository } from '../data/user-directory-repository';
import { inboxLimit } from './reader-inbox';
import { announceUnreadCount, unreadCountOf } from './unread-counts';

export const userNotFound = 'User not found';

/** What an admin writes: to one user's id, or to 'all'. */
export interface MessageDraft {
  userId: string;
  message: string;
}

/**
 * An admin's side of the inbox. A message is stored, announced (`message.sent`, for open pages)
 * and, when personal, its addressee's new unread count is announced, all in one transaction.
 */
export class AdminMessages {
  constructor(
    private readonly db: Database,
    private readonly outbox: Outbox,
  ) {}

  send(senderId: string, { userId, message }: MessageDraft): Promise<InboxMessage> {
    return this.db.transaction(async (client) => {
      const personal = userId !== everyone;
      if (personal && !(await new UserDirectoryRepository(client).lockExisting(userId))) {
        throw notFound(userNotFound);
      }
      await lockForNewPosition(client);
      const sent = await new MessageRepository(client).insert({ userId, message, senderId });
      await this.announce(client, sent);
      if (personal)
        await announceUnreadCount(this.outbox, client, userId, await unreadCountOf(client, userId));
      return sent;
    });
  }

  /** A user's inbox as they see it. */
  async inboxOf(userId: string): Promise<InboxMessage[]> {
    if (!(await new UserDirectoryRepository(this.db.pool).exists(userId))) throw notFound(userNotFound);
    return new MessageRepository(this.db.pool).inboxOf(userId, inboxLimit);
  }

  private async announce(client: PoolClient, sent: InboxMessage): Promise<void> {
    const { _id, user, message, createdAt, seq } = sent;
    await this.outbox.add(client, 'message.sent', {
      key: user,
      data: { _id, user, message, fromAdmin: true, createdAt, seq },
    });
  }
}
