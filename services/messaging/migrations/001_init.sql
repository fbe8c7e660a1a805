-- Schema messaging: owns the inbox, admin messages, unread counts, contact and newsletter.
-- The schema itself (and the outbox and processed_events tables) is created by the service kit;
-- this service's own tables arrive in its later migrations.
SELECT 1;
