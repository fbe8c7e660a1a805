-- Stock that cannot be held hostage (domain/unpaid-holds.ts): the network address a checkout came
-- from (the kit's address key; null for older orders), so what one address holds unpaid is capped.
ALTER TABLE orders.orders ADD COLUMN client_address text;
CREATE INDEX orders_unpaid_by_address ON orders.orders (client_address)
  WHERE NOT is_paid AND status <> 'Cancelled' AND payment_status IN ('pending', 'failed');
