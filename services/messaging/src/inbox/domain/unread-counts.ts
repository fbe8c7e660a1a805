import type { UnreadCount } from '@glow/contracts';
import type { Outbox, PoolClient } from '@glow/service-kit';
import { lastPosition } from '../data/message-positions';
import { MessageRepository } from '../data/message-repository';

/** The reader's unread messages up to the last position: call with the positions lock held. */
export async function unreadCountOf(client: PoolClient, readerId: string): Promise<UnreadCount> {
  const through = await lastPosition(client);
  return { count: await new MessageRepository(client).countUnread(readerId, through), through };
}

/** Tells the reader's open pages their new count (the notification service pushes it). */
export async function announceUnreadCount(
  outbox: Outbox,
  client: PoolClient,
  userId: string,
  unread: UnreadCount,
): Promise<void> {
  await outbox.add(client, 'inbox.unread.changed', { key: userId, data: { userId, ...unread } });
}
