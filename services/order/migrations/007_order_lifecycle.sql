-- The order's lifecycle (src/domain/order-lifecycle.ts): a refund of the order's own payment is asked
-- (`refund-requested`, the intent, written before payment is called) and accepted by the provider
-- (`refunding`) before it is `refunded`; neither state may ship.
ALTER TABLE orders.orders DROP CONSTRAINT orders_payment_status_check;
ALTER TABLE orders.orders ADD CONSTRAINT orders_payment_status_check
  CHECK (payment_status IN ('pending', 'paid', 'failed', 'expired', 'refund-needed', 'refund-requested',
    'refunding', 'refunded'));

-- A case an admin asked to refund: when, and under which request (its Idempotency-Key). `refund_id`
-- stays null until payment accepted it, so a request that never reached payment can be sent again.
ALTER TABLE orders.refund_cases
  ADD COLUMN requested_at timestamptz,
  ADD COLUMN request_key text;
CREATE INDEX refund_cases_by_request ON orders.refund_cases (order_id, request_key) WHERE request_key IS NOT NULL;

-- Paid orders whose own payment was already on its way back could still be shipped: no more.
UPDATE orders.orders o SET payment_status = 'refunding'
 WHERE o.payment_status = 'paid'
   AND EXISTS (SELECT 1 FROM orders.refund_cases r
                WHERE r.order_id = o.id AND r.transaction_id = o.payment_id AND r.status = 'requested');
UPDATE orders.refund_cases SET requested_at = opened_at WHERE status <> 'open';

-- A refund before shipping cancels the order: older refunded orders still read Pending or Processing.
UPDATE orders.orders SET status = 'Cancelled'
 WHERE is_paid AND payment_status = 'refunded' AND status IN ('Pending', 'Processing');
