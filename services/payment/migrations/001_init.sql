-- Schema payment: owns Flutterwave and Paystack verification and webhooks.
-- The schema itself (and the outbox and processed_events tables) is created by the service kit;
-- this service's own tables arrive in its later migrations.
SELECT 1;
