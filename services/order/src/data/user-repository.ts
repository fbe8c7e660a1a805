import type { Queryable } from '@glow/service-kit';

/** Buyers' emails, kept from user.* events: the order's `user` and where confirmations go. */
export class UserRepository {
  constructor(private readonly db: Queryable) {}

  async save(id: string, email: string): Promise<void> {
    await this.db.query(
      `INSERT INTO orders.users (id, email) VALUES ($1, $2)
       ON CONFLICT (id) DO UPDATE SET email = excluded.email`,
      [id, email],
    );
  }

  async remove(id: string): Promise<void> {
    await this.db.query('DELETE FROM orders.users WHERE id = $1', [id]);
  }
}
