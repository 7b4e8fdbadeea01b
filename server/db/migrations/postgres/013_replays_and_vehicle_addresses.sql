-- Console form posts and admin API writes, each kept with its first answer for a day, so a
-- replay of the same submission (a double tap, a retry after a dropped connection, a form
-- sent again from the browser's history) gets that answer instead of doing the work twice.
-- `key` is a SHA-256 (hex) of who sent it and the key their client gave it (a form's token and
-- what it carried, or the Idempotency-Key header); `fingerprint` a SHA-256 of the method, path
-- and body. While the first request runs the row is 'pending'; its answer makes it 'done'.
-- Only answers below 400 are kept: a refused request can be corrected and sent again.
CREATE TABLE submissions (
  key TEXT PRIMARY KEY CHECK (char_length(key) = 64),
  actor TEXT NOT NULL CHECK (char_length(actor) BETWEEN 1 AND 200),
  path TEXT NOT NULL CHECK (char_length(path) BETWEEN 1 AND 2000),
  fingerprint TEXT NOT NULL CHECK (char_length(fingerprint) = 64),
  state TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'done')),
  status INTEGER CHECK (status IS NULL OR status BETWEEN 200 AND 399),
  location TEXT,
  content_type TEXT,
  body TEXT,
  -- Epoch milliseconds.
  created_at BIGINT NOT NULL,
  finished_at BIGINT
);
CREATE INDEX submissions_created_at ON submissions (created_at);
CREATE INDEX submissions_path ON submissions (path);

-- A vehicle's former web addresses: /vehicles/{old_id} answers 301 to /vehicles/{new_id}.
-- Not a foreign key: when the vehicle is later deleted, its old addresses lead to its
-- tombstone (410) rather than to nothing (404). A new vehicle given an old address takes it
-- over (the row is deleted with the insert).
CREATE TABLE vehicle_redirects (
  old_id TEXT PRIMARY KEY,
  new_id TEXT NOT NULL,
  at TEXT NOT NULL DEFAULT utc_now_text(),
  CHECK (old_id <> new_id)
);
CREATE INDEX vehicle_redirects_new_id ON vehicle_redirects (new_id);

-- Pages, the sitemap and the API learn of an address change through the inventory version.
CREATE TRIGGER vehicle_redirects_after_insert AFTER INSERT ON vehicle_redirects
  FOR EACH ROW EXECUTE FUNCTION bump_inventory_version();
CREATE TRIGGER vehicle_redirects_after_update AFTER UPDATE ON vehicle_redirects
  FOR EACH ROW EXECUTE FUNCTION bump_inventory_version();
CREATE TRIGGER vehicle_redirects_after_delete AFTER DELETE ON vehicle_redirects
  FOR EACH ROW EXECUTE FUNCTION bump_inventory_version();

-- Leads sent from /vehicle/{id} (the singular alias the home page's featured carts link to)
-- carry the one canonical path, /vehicles/{id}, as new leads now do.
UPDATE leads SET source_page = '/vehicles/' || substr(source_page, 10) WHERE source_page LIKE '/vehicle/%';
