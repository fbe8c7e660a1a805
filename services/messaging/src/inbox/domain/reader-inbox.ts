import type { InboxMessage, UnreadCount } from '@glow/contracts';
import { isUuid, type Database, type Outbox } from '@glow/service-kit';
import { lastPosition, lockForCount } from '../data/message-positions';
import { MessageRepository } from '../data/message-repository';
import { announceUnreadCount, unreadCountOf } from './unread-counts';

/** The most messages an inbox answer lists. */
export const inboxLimit = 200;

/** A signed-in user's own inbox: reading it, counting what is unread, marking messages read. */
export class ReaderInbox {
  constructor(
    private readonly db: Database,
    private readonly outbox: Outbox,
  ) {}

  list(readerId: string): Promise<InboxMessage[]> {
    return new MessageRepository(this.db.pool).inboxOf(readerId, inboxLimit);
  }

  unreadCount(readerId: string): Promise<UnreadCount> {
    return this.db.transaction(async (client) => {
      await lockForCount(client);
      return unreadCountOf(client, readerId);
    });
  }

  /** Marks the reader's messages of `ids` (all of them without ids) read; ids of others' messages are ignored. */
  markAsRead(readerId: string, ids?: string[]): Promise<UnreadCount> {
    return this.db.transaction(async (client) => {
      await lockForCount(client);
      const messages = new MessageRepository(client);
      const through = await lastPosition(client);
      const changed = await messages.markRead(readerId, through, ids?.filter(isUuid));
      const unread = { count: await messages.countUnread(readerId, through), through };
      if (changed > 0) await announceUnreadCount(this.outbox, client, readerId, unread);
      return unread;
    });
  }
}
