-- Who viewed which product, for "Customers Also Viewed". A viewer is `user:<id>` for a signed-in
-- shopper or `visitor:<uuid>` for a visitor who accepted cookies (see README, "Co-views"); nobody
-- else is recorded. One row per viewer and product; `viewed_at` is the latest view.

CREATE TABLE catalog.product_views (
  viewer text NOT NULL CHECK (viewer ~ '^(user|visitor):[0-9a-f-]{36}$'),
  product_id uuid NOT NULL REFERENCES catalog.products (id) ON DELETE CASCADE,
  viewed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (viewer, product_id)
);

CREATE INDEX product_views_product ON catalog.product_views (product_id, viewer);
