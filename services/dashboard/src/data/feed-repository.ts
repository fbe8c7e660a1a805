import type { DashboardFeedItem } from '@glow/contracts';
import type { Queryable } from '@glow/service-kit';

interface FeedRow {
  id: string;
  kind: 'order' | 'message';
  order_id: string | null;
  amount: string | null;
  name: string | null;
  subject: string | null;
  at: Date;
}

const toFeedItem = (row: FeedRow): DashboardFeedItem =>
  row.kind === 'order'
    ? {
        kind: 'order',
        id: row.id,
        orderId: row.order_id!,
        amount: Number(row.amount),
        at: row.at.toISOString(),
      }
    : { kind: 'message', id: row.id, name: row.name!, subject: row.subject!, at: row.at.toISOString() };

export class FeedRepository {
  constructor(private readonly db: Queryable) {}

  /** Answers false when the item was already in the feed (its id is the order's or message's). */
  async add(item: DashboardFeedItem): Promise<boolean> {
    const { rowCount } = await this.db.query(
      `INSERT INTO dashboard.feed (id, kind, order_id, amount, name, subject, at)
       VALUES ($1, $2, $3, $4::numeric, $5, $6, $7)
       ON CONFLICT (id) DO NOTHING`,
      item.kind === 'order'
        ? [item.id, item.kind, item.orderId, String(item.amount), null, null, item.at]
        : [item.id, item.kind, null, null, item.name, item.subject, item.at],
    );
    return rowCount === 1;
  }

  async newest(limit: number): Promise<DashboardFeedItem[]> {
    const { rows } = await this.db.query<FeedRow>(
      `SELECT id, kind, order_id, amount::text AS amount, name, subject, at
         FROM dashboard.feed ORDER BY at DESC, position DESC LIMIT $1`,
      [limit],
    );
    return rows.map(toFeedItem);
  }
}
