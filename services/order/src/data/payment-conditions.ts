import type { PaymentFilter } from '@glow/contracts';

/** The admin list's payment filters as conditions on `o`: fixed text, never the request's. */
export const paymentConditions: Record<PaymentFilter, string> = {
  paid: 'o.is_paid',
  awaiting: `NOT o.is_paid AND o.payment_status IN ('pending', 'failed')`,
  expired: `o.payment_status = 'expired'`,
  refund: `(o.payment_status = 'refund-needed' OR EXISTS (
    SELECT 1 FROM orders.refund_cases r WHERE r.order_id = o.id AND r.status <> 'refunded') OR EXISTS (
    SELECT 1 FROM orders.refund_parts r WHERE r.order_id = o.id AND r.status = 'requested'))`,
  all: 'true',
};
