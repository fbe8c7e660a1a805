-- Schema orders: owns checkout, orders, order status and the shipping price.
-- The schema itself (and the outbox and processed_events tables) is created by the service kit;
-- this service's own tables arrive in its later migrations.
SELECT 1;
