-- A refresh whose answer was lost (the connection died after the commit) leaves the browser with
-- the token it had. Each token notes the one it was exchanged for; the old one may be exchanged
-- again for a short while if that successor was never used, which retires the successor.
ALTER TABLE identity.refresh_tokens
  ADD COLUMN successor_hash bytea,
  -- Replaced by a retry of the token before it without ever being used: seeing it is reuse.
  ADD COLUMN retired_at timestamptz;
