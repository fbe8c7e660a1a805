import type { MessageRecipient } from '@glow/contracts';
import type { Queryable } from '@glow/service-kit';
import { lockForNewPosition } from './message-positions';

/** PostgreSQL text cannot hold NUL, so no user has an id with one (and asking would fail). */
const isStorable = (id: string) => !id.includes('\0');

export interface KnownUser {
  id: string;
  username: string;
  email: string;
  /** When the user service announced the account. */
  registeredAt: string;
}

/** Messaging's copy of the shop's users: who the admin can write to, and since when broadcasts are theirs. */
export class UserDirectoryRepository {
  constructor(private readonly db: Queryable) {}

  /** Keeps the first sighting's time as the registration time; names and emails follow the newest event. */
  async save({ id, username, email, registeredAt }: KnownUser): Promise<void> {
    await this.db.query('DELETE FROM messaging.deleted_users WHERE id = $1', [id]);
    await this.db.query(
      `INSERT INTO messaging.users (id, username, email, registered_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (id) DO UPDATE SET username = excluded.username, email = excluded.email,
         registered_at = least(messaging.users.registered_at, excluded.registered_at)`,
      [id, username, email, registeredAt],
    );
  }

  /**
   * Forgets the user with their personal messages and their read marks (broadcasts stay), and
   * remembers the deletion, so a mark-as-read that passed its token check before marks nothing.
   * Takes the user's row first (as a send does), then the positions lock exclusively (a
   * mark-as-read holds it shared before any row): every writer locks in one order, so a deletion
   * racing a send or a mark-as-read waits instead of deadlocking.
   */
  async remove(userId: string): Promise<void> {
    await this.db.query('SELECT 1 FROM messaging.users WHERE id = $1 FOR UPDATE', [userId]);
    await lockForNewPosition(this.db);
    await this.db.query('DELETE FROM messaging.users WHERE id = $1', [userId]);
    await this.db.query(`DELETE FROM messaging.messages WHERE user_id = $1 AND user_id <> 'all'`, [userId]);
    await this.db.query('DELETE FROM messaging.message_reads WHERE user_id = $1', [userId]);
    await this.db.query('INSERT INTO messaging.deleted_users (id) VALUES ($1) ON CONFLICT DO NOTHING', [
      userId,
    ]);
  }

  async exists(userId: string): Promise<boolean> {
    if (!isStorable(userId)) return false;
    const { rowCount } = await this.db.query('SELECT 1 FROM messaging.users WHERE id = $1', [userId]);
    return rowCount === 1;
  }

  /**
   * Like `exists`, and keeps the row until the transaction ends, so a user.deleted being applied
   * meanwhile waits and then removes what this transaction wrote for the user too.
   */
  async lockExisting(userId: string): Promise<boolean> {
    if (!isStorable(userId)) return false;
    const { rowCount } = await this.db.query('SELECT 1 FROM messaging.users WHERE id = $1 FOR SHARE', [
      userId,
    ]);
    return rowCount === 1;
  }

  async recipients(): Promise<MessageRecipient[]> {
    const { rows } = await this.db.query<MessageRecipient>(
      'SELECT id AS "_id", username, email FROM messaging.users ORDER BY lower(username), id',
    );
    return rows;
  }
}
