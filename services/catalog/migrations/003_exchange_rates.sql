-- The last good NGN exchange rates fetched from the provider, one row, so a restart or a failing
-- provider still has rates to serve. `updated_at` is the provider's publication time.

CREATE TABLE catalog.exchange_rates (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  rates jsonb NOT NULL CHECK (jsonb_typeof(rates) = 'object'),
  updated_at timestamptz NOT NULL,
  fetched_at timestamptz NOT NULL
);
