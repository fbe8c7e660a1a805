-- Reviews: one per shopper per product. The product's average_rating and num_reviews are recounted
-- from this table in the same transaction as every review change (the product row is locked first),
-- so concurrent writers never leave them off by one.

CREATE TABLE catalog.reviews (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  product_id uuid NOT NULL REFERENCES catalog.products (id) ON DELETE CASCADE,
  user_id uuid NOT NULL,
  rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
  comment text NOT NULL CHECK (btrim(comment) <> ''),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (product_id, user_id)
);

CREATE INDEX reviews_product_newest ON catalog.reviews (product_id, created_at DESC, id);

-- Reviews name their author; the user service owns usernames and announces them (user.* events).
-- This is the catalog's copy, kept by its consumer; a missing row shows a neutral name.
CREATE TABLE catalog.review_authors (
  user_id uuid PRIMARY KEY,
  username text NOT NULL
);
