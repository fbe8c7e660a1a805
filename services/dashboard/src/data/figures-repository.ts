import type { DashboardTopProduct, OrderStatus, PaidFigures } from '@glow/contracts';
import type { Queryable } from '@glow/service-kit';
import { takenBack } from './taken-back';

/**
 * The local day of `$1` (the moment asked about) in time zone `$2`, its week's Monday, and the
 * 30 local days ending with it as the half-open span [since, until).
 */
const bounds = `bounds AS (
  SELECT today, date_trunc('week', today)::date AS week_start,
         (today - 29)::timestamp AT TIME ZONE $2 AS since,
         (today + 1)::timestamp AT TIME ZONE $2 AS until
    FROM (SELECT ($1::timestamptz AT TIME ZONE $2)::date AS today) AS local
)`;

export interface PaidDay extends Required<PaidFigures> {
  date: string;
}

export interface PaidFiguresOverTime {
  /** 30 days, oldest first, ending today. */
  days: PaidDay[];
  thisWeek: Required<PaidFigures>;
}

interface DayRow {
  date: string;
  paid_orders: number;
  revenue: string;
  refunded: string;
  week_orders: number;
  week_revenue: string;
  week_refunded: string;
}

/** The dashboard's figures, summed by PostgreSQL in numeric over its own tables. */
export class FiguresRepository {
  constructor(private readonly db: Queryable) {}

  /**
   * Per local day, days without any filled with zeros: the orders paid, and the money kept, their
   * NGN totals less what refunds of orders' own payments took back that day (whenever paid).
   */
  async paidOverTime(now: Date, timeZone: string): Promise<PaidFiguresOverTime> {
    const { rows } = await this.db.query<DayRow>(
      `WITH ${bounds}, ${takenBack},
       days AS (
         SELECT b.today - n AS day, b.today - n >= b.week_start AS in_week
           FROM bounds b CROSS JOIN generate_series(0, 29) AS n
       ),
       paid AS (
         SELECT (o.paid_at AT TIME ZONE $2)::date AS day, count(*) AS orders, sum(o.total_amount) AS amount
           FROM dashboard.orders o, bounds b
          WHERE o.paid_at >= b.since AND o.paid_at < b.until AND o.total_amount IS NOT NULL
          GROUP BY 1
       ),
       refunded AS (
         SELECT (t.refunded_at AT TIME ZONE $2)::date AS day, sum(t.amount) AS amount
           FROM taken_back t, bounds b
          WHERE t.refunded_at >= b.since AND t.refunded_at < b.until
          GROUP BY 1
       ),
       per_day AS (
         SELECT d.day, d.in_week, coalesce(p.orders, 0) AS paid_orders, coalesce(r.amount, 0) AS refunded,
                coalesce(p.amount, 0) - coalesce(r.amount, 0) AS revenue
           FROM days d
           LEFT JOIN paid p ON p.day = d.day
           LEFT JOIN refunded r ON r.day = d.day
       )
       SELECT to_char(day, 'YYYY-MM-DD') AS date, paid_orders::int AS paid_orders,
              revenue::text AS revenue, refunded::text AS refunded,
              (sum(paid_orders) FILTER (WHERE in_week) OVER ())::int AS week_orders,
              (sum(revenue) FILTER (WHERE in_week) OVER ())::text AS week_revenue,
              (sum(refunded) FILTER (WHERE in_week) OVER ())::text AS week_refunded
         FROM per_day ORDER BY day`,
      [now, timeZone],
    );
    const first = rows[0]!;
    return {
      days: rows.map((row) => ({
        date: row.date,
        paidOrders: row.paid_orders,
        revenue: Number(row.revenue),
        refunded: Number(row.refunded),
      })),
      thisWeek: {
        paidOrders: first.week_orders,
        revenue: Number(first.week_revenue),
        refunded: Number(first.week_refunded),
      },
    };
  }

  /** Orders whose order.created has arrived, by their current status. */
  async ordersByStatus(): Promise<Map<OrderStatus, number>> {
    const { rows } = await this.db.query<{ status: OrderStatus; orders: number }>(
      `SELECT status, count(*)::int AS orders FROM dashboard.orders
        WHERE created_at IS NOT NULL GROUP BY status`,
    );
    return new Map(rows.map((row) => [row.status, row.orders]));
  }

  /**
   * The products with the most units in orders paid over the same 30 local days, but for orders
   * whose payment went back in full (by the end of today).
   */
  async topProducts(now: Date, timeZone: string, limit: number): Promise<DashboardTopProduct[]> {
    const { rows } = await this.db.query<{
      product_id: string;
      name: string;
      image: string | null;
      quantity: number;
      revenue: string;
    }>(
      `WITH ${bounds}, ${takenBack},
       refunded_in_full AS (
         SELECT t.order_id FROM taken_back t, bounds b
          WHERE t.refunded_at < b.until
          GROUP BY t.order_id, t.total_amount HAVING sum(t.amount) >= t.total_amount
       )
       SELECT i.product_id, coalesce(p.name, left(i.product_id, 8)) AS name, p.image,
              sum(i.quantity)::int AS quantity, sum(i.quantity * i.unit_price)::text AS revenue
         FROM bounds b
         JOIN dashboard.orders o ON o.paid_at >= b.since AND o.paid_at < b.until
         JOIN dashboard.order_items i ON i.order_id = o.id
         LEFT JOIN dashboard.products p ON p.id = i.product_id
        WHERE NOT EXISTS (SELECT 1 FROM refunded_in_full r WHERE r.order_id = o.id)
        GROUP BY i.product_id, p.name, p.image
        ORDER BY sum(i.quantity) DESC, sum(i.quantity * i.unit_price) DESC, i.product_id
        LIMIT $3`,
      [now, timeZone, limit],
    );
    return rows.map((row) => ({
      productId: row.product_id,
      name: row.name,
      image: row.image,
      quantity: row.quantity,
      revenue: Number(row.revenue),
    }));
  }
}
