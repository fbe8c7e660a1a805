import type { DashboardFeedItemV2 } from '@glow/contracts';
import type { Queryable } from '@glow/service-kit';

interface FeedRow {
  id: string;
  kind: 'order' | 'message' | 'refund';
  order_id: string | null;
  amount: string | null;
  currency: string | null;
  name: string | null;
  subject: string | null;
  at: Date;
}

function toFeedItem(row: FeedRow): DashboardFeedItemV2 {
  const at = row.at.toISOString();
  switch (row.kind) {
    case 'order':
      return { kind: 'order', id: row.id, orderId: row.order_id!, amount: Number(row.amount), at };
    case 'message':
      return { kind: 'message', id: row.id, name: row.name!, subject: row.subject!, at };
    case 'refund':
      return {
        kind: 'refund',
        id: row.id,
        orderId: row.order_id!,
        ...(row.amount !== null && row.currency !== null
          ? { amount: Number(row.amount), currency: row.currency }
          : {}),
        at,
      };
  }
}

function columnsOf(item: DashboardFeedItemV2): unknown[] {
  switch (item.kind) {
    case 'order':
      return [item.orderId, String(item.amount), null, null, null];
    case 'message':
      return [null, null, null, item.name, item.subject];
    case 'refund':
      return [
        item.orderId,
        item.amount === undefined ? null : String(item.amount),
        item.currency ?? null,
        null,
        null,
      ];
  }
}

/** Version 1 kinds: what a browser that does not ask for version 2 is answered. */
const versionOneKinds = ['order', 'message'];

export class FeedRepository {
  constructor(private readonly db: Queryable) {}

  /** Answers false when the item was already in the feed (its id is the order's, message's or case's). */
  async add(item: DashboardFeedItemV2): Promise<boolean> {
    const { rowCount } = await this.db.query(
      `INSERT INTO dashboard.feed (id, kind, order_id, amount, currency, name, subject, at)
       VALUES ($1, $2, $3, $4::numeric, $5, $6, $7, $8)
       ON CONFLICT (id) DO NOTHING`,
      [item.id, item.kind, ...columnsOf(item), item.at],
    );
    return rowCount === 1;
  }

  /** The newest entries; version 1 kinds only unless `withVersionTwo`. */
  async newest(limit: number, withVersionTwo: boolean): Promise<DashboardFeedItemV2[]> {
    const { rows } = await this.db.query<FeedRow>(
      `SELECT id, kind, order_id, amount::text AS amount, currency, name, subject, at
         FROM dashboard.feed
        WHERE $2::text[] IS NULL OR kind = ANY($2)
        ORDER BY at DESC, position DESC LIMIT $1`,
      [limit, withVersionTwo ? null : versionOneKinds],
    );
    return rows.map(toFeedItem);
  }
}
