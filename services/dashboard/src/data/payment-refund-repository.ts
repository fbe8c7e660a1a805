import type { Queryable } from '@glow/service-kit';

/** Money of an order's own payment given back, in the currency it was charged in. */
export interface PaymentRefund {
  /** The order.refunded event's id: each event is one refund, so part refunds add up. */
  eventId: string;
  orderId: string;
  transactionId: string;
  /** As decimal text for numeric(12,2). */
  amount: string;
  currency: string;
  refundedAt: string;
}

/**
 * Refunds of orders' own payments, each kept as given back; its NGN share is worked out when the
 * figures are asked for, so a refund may arrive before the order's total or payment.
 */
export class PaymentRefundRepository {
  constructor(private readonly db: Queryable) {}

  async record(refund: PaymentRefund): Promise<void> {
    await this.db.query(
      `INSERT INTO dashboard.payment_refunds (event_id, order_id, transaction_id, amount, currency, refunded_at)
       VALUES ($1, $2, $3, $4::numeric, $5, $6)
       ON CONFLICT (event_id) DO NOTHING`,
      [
        refund.eventId,
        refund.orderId,
        refund.transactionId,
        refund.amount,
        refund.currency,
        refund.refundedAt,
      ],
    );
  }
}
