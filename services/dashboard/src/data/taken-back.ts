/**
 * `taken_back`: what each refund of an order's own payment takes back from revenue, in NGN, for
 * orders whose payment and total are known. A refund of R of the charged amount C takes back
 * total × R ÷ C, so a refund of part of the payment takes back that part; together an order's
 * refunds never take back more than its total (an overpayment given back, say). Without a charged
 * amount in the refund's currency (an order paid before the dashboard kept it) a refund takes back
 * the whole total, as every refund of an order's own payment did then.
 */
export const takenBack = `asked_back AS (
  SELECT r.event_id, r.order_id, r.refunded_at, o.total_amount,
         CASE WHEN o.payment_amount > 0 AND o.payment_currency = r.currency
              THEN round(o.total_amount * r.amount / o.payment_amount, 2)
              ELSE o.total_amount END AS asked
    FROM dashboard.payment_refunds r
    JOIN dashboard.orders o ON o.id = r.order_id
   WHERE o.paid_at IS NOT NULL AND o.total_amount IS NOT NULL
),
taken_back AS (
  SELECT order_id, refunded_at, total_amount,
         greatest(least(asked, total_amount - coalesce(sum(asked) OVER earlier, 0)), 0) AS amount
    FROM asked_back
  WINDOW earlier AS (PARTITION BY order_id ORDER BY refunded_at, event_id
                     ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING)
)`;
