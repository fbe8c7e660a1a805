-- Pictures an admin let go of (a product or category deleted, pictures replaced or removed, hero and
-- banner changes), written in the transaction of that change. Open pages and CDNs still show them for
-- a while, so their files are removed only once `due_at` has passed (IMAGE_REMOVAL_DELAY_MS after the
-- change): the image sweeper removes the files first, then the row. A sweeper that claims rows moves
-- their `due_at` out by its lease, so rows held by an instance that crashed come due again.

CREATE TABLE catalog.image_removals (
  public_id text PRIMARY KEY,
  due_at timestamptz NOT NULL
);

CREATE INDEX image_removals_due ON catalog.image_removals (due_at);
