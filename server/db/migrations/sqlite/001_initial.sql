-- Inventory, leads and the mail outbox.

CREATE TABLE app_meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

INSERT INTO app_meta (key, value) VALUES ('inventory_version', '0');

CREATE TABLE vehicles (
  id TEXT PRIMARY KEY CHECK (id GLOB '[a-z0-9]*' AND id NOT GLOB '*[^a-z0-9-]*'),
  name TEXT NOT NULL,
  brand TEXT NOT NULL,
  category TEXT NOT NULL,
  price INTEGER NOT NULL CHECK (price >= 0),
  description TEXT NOT NULL,
  images TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(images)),
  external_url TEXT,
  specifications TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(specifications)),
  features TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(features)),
  in_stock INTEGER NOT NULL DEFAULT 1 CHECK (in_stock IN (0, 1)),
  is_new INTEGER NOT NULL DEFAULT 1 CHECK (is_new IN (0, 1)),
  sort_order INTEGER NOT NULL DEFAULT 0,
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- Any change to the inventory bumps its version, so cached pages that show it are rebuilt.
CREATE TRIGGER vehicles_after_insert AFTER INSERT ON vehicles BEGIN
  UPDATE app_meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'inventory_version';
END;
CREATE TRIGGER vehicles_after_update AFTER UPDATE ON vehicles BEGIN
  UPDATE app_meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'inventory_version';
END;
CREATE TRIGGER vehicles_after_delete AFTER DELETE ON vehicles BEGIN
  UPDATE app_meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'inventory_version';
END;

CREATE TABLE leads (
  id TEXT PRIMARY KEY,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT NOT NULL,
  interest TEXT NOT NULL CHECK (interest IN ('sales', 'service', 'parts', 'general')),
  message TEXT NOT NULL,
  source TEXT NOT NULL CHECK (source IN ('api', 'form'))
);

-- One notification per lead (UNIQUE), so a lead can never be queued twice.
CREATE TABLE outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  lead_id TEXT NOT NULL UNIQUE REFERENCES leads (id) ON DELETE CASCADE,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL,
  last_error TEXT,
  provider_message_id TEXT,
  sent_at TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE INDEX outbox_due ON outbox (status, next_attempt_at);
