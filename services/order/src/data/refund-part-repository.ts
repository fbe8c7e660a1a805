import type { RefundedLine } from '@glow/contracts';
import type { Queryable } from '@glow/service-kit';

/** A part of an order's own payment an admin gives back (`orders.refund_parts`). */
export interface NewRefundPart {
  orderId: string;
  transactionId: string;
  /** Numeric text, in `currency`. */
  amount: string;
  currency: string;
  /** The lines given back; absent for a part given as an amount. */
  lines?: RefundedLine[] | undefined;
  reason: string;
  note: string;
  requestKey: string;
  /** The return whose lines it gives back; absent for a part chosen before shipping. */
  returnNumber?: number | undefined;
}

export interface RefundPart {
  part: number;
  transactionId: string;
  amount: string;
  currency: string;
  lines: RefundedLine[] | null;
}

const partColumns = 'part, transaction_id AS "transactionId", amount::text, currency, lines';

/** Part the provider accepted or was asked for longer ago than this without answering: asked again. */
const unansweredAfter = "interval '1 minute'";

/** The parts of orders' payments given back. Call every method under the order's lock. */
export class RefundPartBook {
  constructor(private readonly db: Queryable) {}

  /** Writes the intent to give back this part (`requested`), numbered after the order's last one. */
  async request(part: NewRefundPart): Promise<RefundPart> {
    const { rows } = await this.db.query<RefundPart>(
      `INSERT INTO orders.refund_parts
         (order_id, part, transaction_id, amount, currency, lines, reason, note, request_key, return_number)
       SELECT $1, coalesce(max(part), 0) + 1, $2, $3::numeric, $4, $5::jsonb, $6, $7, $8, $9
         FROM orders.refund_parts WHERE order_id = $1
       RETURNING ${partColumns}`,
      [
        part.orderId,
        part.transactionId,
        part.amount,
        part.currency,
        part.lines === undefined ? null : JSON.stringify(part.lines),
        part.reason,
        part.note,
        part.requestKey,
        part.returnNumber ?? null,
      ],
    );
    return rows[0]!;
  }

  /** True when a request with this key already asked for a part of the order (a retry). */
  async askedWith(orderId: string, requestKey: string): Promise<boolean> {
    const { rows } = await this.db.query(
      'SELECT 1 FROM orders.refund_parts WHERE order_id = $1 AND request_key = $2',
      [orderId, requestKey],
    );
    return rows.length > 0;
  }

  /**
   * Parts asked for that payment never answered (the process stopped, or payment was away), asked
   * again now: all of them, or only those of `requestKey` (a retry). Payment refunds each part once.
   */
  async claimUnanswered(orderId: string, requestKey?: string): Promise<RefundPart[]> {
    const { rows } = await this.db.query<RefundPart>(
      `UPDATE orders.refund_parts SET requested_at = now()
        WHERE order_id = $1 AND status = 'requested' AND refund_id IS NULL
          AND requested_at < now() - ${unansweredAfter} AND ($2::text IS NULL OR request_key = $2)
        RETURNING ${partColumns}`,
      [orderId, requestKey ?? null],
    );
    return rows;
  }

  async accepted(orderId: string, part: number, refundId: string): Promise<void> {
    await this.db.query(
      `UPDATE orders.refund_parts SET refund_id = coalesce(refund_id, $3) WHERE order_id = $1 AND part = $2`,
      [orderId, part, refundId],
    );
  }

  /** The provider refused the part: it stays on record as refused; another may be asked for. */
  async refused(orderId: string, part: number): Promise<void> {
    await this.db.query(
      `UPDATE orders.refund_parts SET status = 'refused'
        WHERE order_id = $1 AND part = $2 AND status = 'requested' AND refund_id IS NULL`,
      [orderId, part],
    );
  }

  /** The provider's confirmation, once: answers the part it closed, else undefined. */
  async markRefunded(orderId: string, part: number, refundId: string): Promise<RefundPart | undefined> {
    const { rows } = await this.db.query<RefundPart>(
      `UPDATE orders.refund_parts SET status = 'refunded', refund_id = $3, refunded_at = now()
        WHERE order_id = $1 AND part = $2 AND status <> 'refunded'
        RETURNING ${partColumns}`,
      [orderId, part, refundId],
    );
    return rows[0];
  }

  /** What the order's refunded parts gave back, as numeric text. */
  async refundedTotal(orderId: string): Promise<string> {
    const { rows } = await this.db.query<{ total: string }>(
      `SELECT coalesce(sum(amount), 0)::text AS total FROM orders.refund_parts
        WHERE order_id = $1 AND status = 'refunded'`,
      [orderId],
    );
    return rows[0]!.total;
  }
}

/** The refund key payment files a part under (`InternalRefundRequest.refundKey`). */
export const partRefundKey = (part: number) => `part-${part}`;

/** The part a payment.refunded names by its refund key; undefined for a whole refund. */
export function partOfRefundKey(refundKey: string | undefined): number | undefined {
  const match = /^part-(\d+)$/.exec(refundKey ?? '');
  return match ? Number(match[1]) : undefined;
}
