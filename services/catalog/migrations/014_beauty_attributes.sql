-- What a beauty shopper filters and reads by: brand, the skin types a product suits, the concerns it
-- treats, its ingredient list, how to use it, its size and its NAFDAC registration number. The
-- vocabularies of skin types and concerns, and the NAFDAC number's format, are checked by the
-- service (libs/contracts), so a new concern needs no migration.

ALTER TABLE catalog.products
  ADD COLUMN brand text CHECK (btrim(brand) <> '' AND length(brand) <= 100),
  ADD COLUMN skin_types text[] NOT NULL DEFAULT '{}',
  ADD COLUMN concerns text[] NOT NULL DEFAULT '{}',
  ADD COLUMN ingredients text NOT NULL DEFAULT '',
  ADD COLUMN how_to_use text NOT NULL DEFAULT '',
  ADD COLUMN size text CHECK (btrim(size) <> '' AND length(size) <= 50),
  ADD COLUMN nafdac_number text CHECK (btrim(nafdac_number) <> '');

-- The listing's `brand` filter compares ignoring case and its facet groups the same way; `skinType`
-- and `concern` ask for any overlap (`&&`), which a GIN index on the array answers.
CREATE INDEX products_brand ON catalog.products (lower(brand));
CREATE INDEX products_skin_types ON catalog.products USING gin (skin_types);
CREATE INDEX products_concerns ON catalog.products USING gin (concerns);
