import type { TopicData } from '@glow/contracts';
import type { Queryable } from '@glow/service-kit';

export type ReturnStatus = TopicData<'order.return.changed'>['status'];

/** A return as one order.return.changed announced it. */
export interface ReturnChange {
  orderId: string;
  number: number;
  status: ReturnStatus;
  /** The event's occurredAt. */
  at: string;
  sellable?: boolean;
}

export interface ReturnCounts {
  /** Requested, neither received nor withdrawn yet. */
  open: number;
  received: number;
}

/**
 * Returns kept from order.return.changed, one row per (order, number) with its latest status. A
 * return only moves forward (requested → received, requested → withdrawn): a row takes a new status
 * only while it is `requested`, so a redelivery, a stale `requested` after the return was received
 * or withdrawn, or a second final status changes nothing.
 */
export class ReturnRepository {
  constructor(private readonly db: Queryable) {}

  async record(change: ReturnChange): Promise<void> {
    await this.db.query(
      `INSERT INTO dashboard.returns AS kept (order_id, number, status, status_at, sellable)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (order_id, number) DO UPDATE
         SET status = excluded.status, status_at = excluded.status_at, sellable = excluded.sellable
       WHERE kept.status = 'requested' AND excluded.status <> 'requested'`,
      [change.orderId, change.number, change.status, change.at, change.sellable ?? null],
    );
  }

  async counts(): Promise<ReturnCounts> {
    const { rows } = await this.db.query<ReturnCounts>(
      `SELECT (count(*) FILTER (WHERE status = 'requested'))::int AS open,
              (count(*) FILTER (WHERE status = 'received'))::int AS received
         FROM dashboard.returns`,
    );
    return rows[0]!;
  }
}
