-- The listing's version moves only when a statement changed rows. A statement that changed none (a
-- checkout of products whose stock is not tracked: its stock UPDATE matches no row) used to move it
-- as well, which emptied every instance's listing cache and made every checkout wait for the
-- singleton row's lock until its commit. Transition tables allow one event per trigger, hence three.

CREATE FUNCTION catalog.bump_listing_version_if_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM changed_rows) THEN
    UPDATE catalog.listing_version SET version = version + 1;
  END IF;
  RETURN NULL;
END
$$;

DROP TRIGGER products_listing_version ON catalog.products;

CREATE TRIGGER products_listing_version_insert AFTER INSERT ON catalog.products
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog.bump_listing_version_if_changed();
CREATE TRIGGER products_listing_version_update AFTER UPDATE ON catalog.products
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog.bump_listing_version_if_changed();
CREATE TRIGGER products_listing_version_delete AFTER DELETE ON catalog.products
  REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog.bump_listing_version_if_changed();
CREATE TRIGGER products_listing_version_truncate AFTER TRUNCATE ON catalog.products
  FOR EACH STATEMENT EXECUTE FUNCTION catalog.bump_listing_version();
