-- The unfiltered listing's total, kept by statement-level triggers so the most common page of a large
-- catalogue does not count every row on every request. Filtered totals are still counted (on indexes).

CREATE TABLE catalog.product_total (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  total bigint NOT NULL CHECK (total >= 0)
);

INSERT INTO catalog.product_total (singleton, total) SELECT true, count(*) FROM catalog.products;

CREATE FUNCTION catalog.product_total_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalog.product_total SET total = total + (SELECT count(*) FROM inserted_rows);
  RETURN NULL;
END
$$;

CREATE FUNCTION catalog.product_total_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalog.product_total SET total = total - (SELECT count(*) FROM deleted_rows);
  RETURN NULL;
END
$$;

CREATE FUNCTION catalog.product_total_after_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalog.product_total SET total = 0;
  RETURN NULL;
END
$$;

CREATE TRIGGER product_total_insert AFTER INSERT ON catalog.products
  REFERENCING NEW TABLE AS inserted_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog.product_total_after_insert();
CREATE TRIGGER product_total_delete AFTER DELETE ON catalog.products
  REFERENCING OLD TABLE AS deleted_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog.product_total_after_delete();
CREATE TRIGGER product_total_truncate AFTER TRUNCATE ON catalog.products
  FOR EACH STATEMENT EXECUTE FUNCTION catalog.product_total_after_truncate();
