-- A number that changes whenever any product or category changes (statement-level triggers), so an
-- instance can tell with one primary-key read whether its cached product list is still current.

CREATE TABLE catalog.listing_version (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  version bigint NOT NULL
);

INSERT INTO catalog.listing_version (singleton, version) VALUES (true, 1);

CREATE FUNCTION catalog.bump_listing_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalog.listing_version SET version = version + 1;
  RETURN NULL;
END
$$;

CREATE TRIGGER products_listing_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON catalog.products
  FOR EACH STATEMENT EXECUTE FUNCTION catalog.bump_listing_version();
-- A product's answer carries its category's name.
CREATE TRIGGER categories_listing_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON catalog.categories
  FOR EACH STATEMENT EXECUTE FUNCTION catalog.bump_listing_version();
