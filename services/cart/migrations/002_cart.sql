-- Cart's copy of the catalogue, fed by catalog.product.upserted / catalog.product.deleted.
-- `updated_at` is the catalog's: an older snapshot arriving late never overwrites a newer one.
CREATE TABLE cart.products (
  id text PRIMARY KEY,
  name text NOT NULL,
  description text NOT NULL,
  price numeric(12, 2) NOT NULL CHECK (price >= 0),
  discount_price numeric(12, 2) CHECK (discount_price >= 0),
  images jsonb NOT NULL,
  category_id text,
  category_name text,
  stock integer NOT NULL CHECK (stock >= 0),
  average_rating double precision NOT NULL,
  num_reviews integer NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);

-- Deleted products stay deleted: a snapshot of one that arrives after its deletion is ignored.
CREATE TABLE cart.deleted_products (
  id text PRIMARY KEY,
  deleted_at timestamptz NOT NULL DEFAULT now()
);

-- One line per user and product; `position` keeps the order lines were first added in.
CREATE TABLE cart.cart_lines (
  user_id text NOT NULL,
  product_id text NOT NULL REFERENCES cart.products (id) ON DELETE CASCADE,
  quantity integer NOT NULL CHECK (quantity BETWEEN 1 AND 99),
  position bigint GENERATED ALWAYS AS IDENTITY,
  PRIMARY KEY (user_id, product_id)
);
CREATE INDEX cart_lines_by_product ON cart.cart_lines (product_id);

CREATE TABLE cart.favourites (
  user_id text NOT NULL,
  product_id text NOT NULL REFERENCES cart.products (id) ON DELETE CASCADE,
  position bigint GENERATED ALWAYS AS IDENTITY,
  PRIMARY KEY (user_id, product_id)
);
CREATE INDEX favourites_by_product ON cart.favourites (product_id);
