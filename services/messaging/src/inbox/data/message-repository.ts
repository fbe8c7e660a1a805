import type { InboxMessage } from '@glow/contracts';
import type { Queryable } from '@glow/service-kit';
import { toInboxMessage, type MessageRow } from './inbox-message';

/**
 * The messages of reader $1: those addressed to them, and the broadcasts sent since they
 * registered (all broadcasts while messaging has not heard of them yet).
 */
const readersMessages = `(m.user_id = $1 OR (m.user_id = 'all' AND m.created_at >= coalesce(
  (SELECT u.registered_at FROM messaging.users u WHERE u.id = $1), '-infinity')))`;

const isRead =
  'EXISTS (SELECT 1 FROM messaging.message_reads r WHERE r.message_id = m.id AND r.user_id = $1)';

export interface NewMessage {
  userId: string;
  message: string;
  senderId: string;
}

export class MessageRepository {
  constructor(private readonly db: Queryable) {}

  /** Draws the next position: call with the positions lock held exclusively (message-positions.ts). */
  async insert({ userId, message, senderId }: NewMessage): Promise<InboxMessage> {
    const { rows } = await this.db.query<MessageRow>(
      `INSERT INTO messaging.messages (seq, user_id, message, from_admin, sender_id)
       VALUES (nextval('messaging.message_seq'), $1, $2, true, $3)
       RETURNING id, user_id, message, created_at, seq, false AS read`,
      [userId, message, senderId],
    );
    return toInboxMessage(rows[0]!);
  }

  /** The reader's messages newest first, with their own read state. */
  async inboxOf(readerId: string, limit: number): Promise<InboxMessage[]> {
    const { rows } = await this.db.query<MessageRow>(
      `SELECT m.id, m.user_id, m.message, m.created_at, m.seq, ${isRead} AS read
       FROM messaging.messages m WHERE ${readersMessages} ORDER BY m.seq DESC LIMIT $2`,
      [readerId, limit],
    );
    return rows.map(toInboxMessage);
  }

  async countUnread(readerId: string, through: number): Promise<number> {
    const { rows } = await this.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM messaging.messages m
       WHERE ${readersMessages} AND m.seq <= $2 AND NOT ${isRead}`,
      [readerId, through],
    );
    return rows[0]!.count;
  }

  /** Marks the reader's messages up to `through` read: those of `ids` only, when given. Answers how many changed. */
  async markRead(readerId: string, through: number, ids?: string[]): Promise<number> {
    const { rowCount } = await this.db.query(
      `INSERT INTO messaging.message_reads (message_id, user_id)
       SELECT m.id, $1 FROM messaging.messages m
       WHERE ${readersMessages} AND m.seq <= $2 AND ($3::uuid[] IS NULL OR m.id = ANY ($3::uuid[]))
         AND NOT EXISTS (SELECT 1 FROM messaging.deleted_users d WHERE d.id = $1)
       ON CONFLICT DO NOTHING`,
      [readerId, through, ids ?? null],
    );
    return rowCount ?? 0;
  }
}
