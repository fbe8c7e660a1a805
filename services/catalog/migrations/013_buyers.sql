-- Who bought which product, from order.paid, so a review can carry 'Verified buyer'. The catalog
-- hears purchases from this migration on; ones paid before it are not known here.
CREATE TABLE catalog.buyers (
  product_id uuid NOT NULL,
  user_id text NOT NULL,
  first_paid_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (product_id, user_id)
);
