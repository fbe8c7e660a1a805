import type { OrderReturn, RefundedLine } from '@glow/contracts';
import type { Queryable } from '@glow/service-kit';

export interface NewReturn {
  orderId: string;
  lines: RefundedLine[];
  reason: string;
  requestKey: string;
}

export interface StoredReturn {
  number: number;
  lines: RefundedLine[];
  reason: string;
  status: OrderReturn['status'];
  sellable: boolean | null;
}

const returnColumns = 'number, lines, reason, status, sellable';

/** Goods sent back on orders (`orders.returns`). Call every method under the order's lock. */
export class ReturnBook {
  constructor(private readonly db: Queryable) {}

  /** Records a return (`requested`), numbered after the order's last one. */
  async record(recorded: NewReturn): Promise<StoredReturn> {
    const { rows } = await this.db.query<StoredReturn>(
      `INSERT INTO orders.returns (order_id, number, lines, reason, request_key)
       SELECT $1, coalesce(max(number), 0) + 1, $2::jsonb, $3, $4 FROM orders.returns WHERE order_id = $1
       RETURNING ${returnColumns}`,
      [recorded.orderId, JSON.stringify(recorded.lines), recorded.reason, recorded.requestKey],
    );
    return rows[0]!;
  }

  /** True when a request with this key already recorded a return of the order (a retry). */
  async recordedWith(orderId: string, requestKey: string): Promise<boolean> {
    const { rows } = await this.db.query(
      'SELECT 1 FROM orders.returns WHERE order_id = $1 AND request_key = $2',
      [orderId, requestKey],
    );
    return rows.length > 0;
  }

  async find(orderId: string, number: number): Promise<StoredReturn | undefined> {
    const { rows } = await this.db.query<StoredReturn>(
      `SELECT ${returnColumns} FROM orders.returns WHERE order_id = $1 AND number = $2`,
      [orderId, number],
    );
    return rows[0];
  }

  async received(orderId: string, number: number, sellable: boolean): Promise<void> {
    await this.db.query(
      `UPDATE orders.returns SET status = 'received', received_at = now(), sellable = $3
        WHERE order_id = $1 AND number = $2 AND status = 'requested'`,
      [orderId, number, sellable],
    );
  }

  async withdrawn(orderId: string, number: number): Promise<void> {
    await this.db.query(
      `UPDATE orders.returns SET status = 'withdrawn' WHERE order_id = $1 AND number = $2 AND status = 'requested'`,
      [orderId, number],
    );
  }
}
