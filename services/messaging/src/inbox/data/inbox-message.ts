import type { InboxMessage } from '@glow/contracts';

/** The addressee of a broadcast. */
export const everyone = 'all';

/** The columns a message query selects, as `pg` hands them back (bigint arrives as text). */
export interface MessageRow {
  id: string;
  user_id: string;
  message: string;
  created_at: Date;
  seq: string;
  read: boolean;
}

export function toInboxMessage(row: MessageRow): InboxMessage {
  return {
    _id: row.id,
    user: row.user_id,
    message: row.message,
    read: row.read,
    createdAt: row.created_at.toISOString(),
    seq: Number(row.seq),
  };
}
