-- The facts the dealer edits in the console (hours per department, closures and special
-- hours, phones, e-mail addresses, the address and its map link, the banner), kept as one
-- JSON document per saved version. The newest version is what the site shows; a restore
-- saves an older document again as the newest, naming the version it came from. Versions
-- are only ever added, so the owner can always look back.

CREATE TABLE site_settings_versions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  -- Who saved it (as the audit log names them); 'seed' for the values a fresh install starts with.
  actor TEXT NOT NULL CHECK (length(actor) BETWEEN 1 AND 300),
  document TEXT NOT NULL CHECK (json_valid(document)),
  restored_from INTEGER REFERENCES site_settings_versions (id)
);

-- Every page shows these facts: a new version bumps the inventory version, which is how
-- cached pages on every replica learn of it within a second.
CREATE TRIGGER site_settings_versions_after_insert AFTER INSERT ON site_settings_versions BEGIN
  UPDATE app_meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'inventory_version';
END;
