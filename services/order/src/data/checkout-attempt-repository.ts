import type { Queryable } from '@glow/service-kit';
import type { StockLine } from './order-repository';

export interface CheckoutAttempt {
  orderId: string;
  items: StockLine[];
}

/**
 * Checkouts between their stock reservation and their saved order (`orders.checkout_attempts`): one
 * left behind (the process died, the save failed) has its units given back by a job.
 */
export class CheckoutAttemptRepository {
  constructor(private readonly db: Queryable) {}

  async start(attempt: CheckoutAttempt): Promise<void> {
    await this.db.query('INSERT INTO orders.checkout_attempts (order_id, items) VALUES ($1, $2)', [
      attempt.orderId,
      JSON.stringify(attempt.items),
    ]);
  }

  /** False when the attempt is gone: the abandoned-checkout job already gave its units back. */
  async finish(orderId: string): Promise<boolean> {
    const { rowCount } = await this.db.query('DELETE FROM orders.checkout_attempts WHERE order_id = $1', [
      orderId,
    ]);
    return rowCount === 1;
  }

  /** Takes attempts older than `ageMs` (rows another instance holds are skipped) and deletes them. */
  async takeAbandoned(ageMs: number, limit: number): Promise<CheckoutAttempt[]> {
    const { rows } = await this.db.query<{ order_id: string; items: CheckoutAttempt['items'] }>(
      `DELETE FROM orders.checkout_attempts WHERE order_id IN (
         SELECT order_id FROM orders.checkout_attempts
          WHERE created_at < now() - make_interval(secs => $1::double precision / 1000)
          ORDER BY created_at LIMIT $2 FOR UPDATE SKIP LOCKED)
       RETURNING order_id, items`,
      [ageMs, limit],
    );
    return rows.map((row) => ({ orderId: row.order_id, items: row.items }));
  }
}
