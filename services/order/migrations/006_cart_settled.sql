-- When cart confirmed that a paid order's lines left the shopper's cart (order's call right after the
-- payment, asked again at the shopper's next checkout until it answers). Until then a checkout refuses
-- those lines: order.paid may still be on its way to cart.
ALTER TABLE orders.orders ADD COLUMN cart_settled_at timestamptz;

-- Orders paid before this column existed were settled by their order.paid long ago.
UPDATE orders.orders SET cart_settled_at = coalesce(paid_at, now()) WHERE is_paid;

CREATE INDEX orders_cart_unsettled ON orders.orders (user_id) WHERE is_paid AND cart_settled_at IS NULL;
