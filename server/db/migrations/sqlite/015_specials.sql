-- Specials: a title, text and fine print, a start and an end (ISO-8601 UTC text, which sorts
-- as time), a status (a draft is the dealer's alone; a scheduled special shows from its start
-- to its end by itself), the carts it applies to and the price it gives them (JSON, checked
-- by the application's schema).

CREATE TABLE specials (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  title TEXT NOT NULL CHECK (length(title) BETWEEN 1 AND 80),
  text TEXT NOT NULL CHECK (length(text) BETWEEN 1 AND 1000),
  fine_print TEXT NOT NULL DEFAULT '' CHECK (length(fine_print) <= 1000),
  starts_at TEXT NOT NULL,
  ends_at TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'scheduled')),
  scope TEXT NOT NULL CHECK (json_valid(scope)),
  discount TEXT NOT NULL CHECK (json_valid(discount)),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  CHECK (ends_at > starts_at)
);

CREATE INDEX specials_window ON specials (status, ends_at);

-- A special changes the prices pages show: bump the inventory version as vehicles do.
CREATE TRIGGER specials_after_insert AFTER INSERT ON specials BEGIN
  UPDATE app_meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'inventory_version';
END;
CREATE TRIGGER specials_after_update AFTER UPDATE ON specials BEGIN
  UPDATE app_meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'inventory_version';
END;
CREATE TRIGGER specials_after_delete AFTER DELETE ON specials BEGIN
  UPDATE app_meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'inventory_version';
END;
