import type { Queryable } from '@glow/service-kit';

/** The one shipping price row (NGN), as numeric text; undefined until an admin sets it. */
export class ShippingPriceRepository {
  constructor(private readonly db: Queryable) {}

  async current(): Promise<string | undefined> {
    const { rows } = await this.db.query<{ amount: string }>(
      'SELECT amount::text FROM orders.shipping_price',
    );
    return rows[0]?.amount;
  }

  /** The price, its row locked until the transaction ends, so two admins' changes each see the one before. */
  async lock(): Promise<string | undefined> {
    const { rows } = await this.db.query<{ amount: string }>(
      'SELECT amount::text FROM orders.shipping_price FOR UPDATE',
    );
    return rows[0]?.amount;
  }

  async set(amount: string): Promise<void> {
    await this.db.query(
      `INSERT INTO orders.shipping_price (id, amount) VALUES (true, $1::numeric)
       ON CONFLICT (id) DO UPDATE SET amount = excluded.amount, updated_at = now()`,
      [amount],
    );
  }
}
