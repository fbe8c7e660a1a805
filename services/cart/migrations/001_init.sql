-- Schema cart: owns carts and favourites, with a product read model fed by catalog events.
-- The schema itself (and the outbox and processed_events tables) is created by the service kit;
-- this service's own tables arrive in its later migrations.
SELECT 1;
