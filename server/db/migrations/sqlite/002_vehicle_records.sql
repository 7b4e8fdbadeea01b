-- What a dealer keeps about each unit beyond the public entity, deleted-vehicle tombstones
-- (their pages answer 410), and the audit log of every operator change.

ALTER TABLE vehicles ADD COLUMN status TEXT NOT NULL DEFAULT 'available'
  CHECK (status IN ('draft', 'available', 'pending', 'sold'));
ALTER TABLE vehicles ADD COLUMN stock_number TEXT;
ALTER TABLE vehicles ADD COLUMN year INTEGER CHECK (year IS NULL OR year BETWEEN 1950 AND 2100);
ALTER TABLE vehicles ADD COLUMN vin TEXT;
ALTER TABLE vehicles ADD COLUMN color TEXT;
ALTER TABLE vehicles ADD COLUMN odometer INTEGER CHECK (odometer IS NULL OR odometer >= 0);
ALTER TABLE vehicles ADD COLUMN odometer_unit TEXT NOT NULL DEFAULT 'miles' CHECK (odometer_unit IN ('miles', 'hours'));
ALTER TABLE vehicles ADD COLUMN msrp INTEGER CHECK (msrp IS NULL OR msrp >= 0);
ALTER TABLE vehicles ADD COLUMN featured INTEGER NOT NULL DEFAULT 0 CHECK (featured IN (0, 1));
ALTER TABLE vehicles ADD COLUMN sold_at TEXT;
ALTER TABLE vehicles ADD COLUMN created_at TEXT;

UPDATE vehicles SET created_at = updated_at WHERE created_at IS NULL;

CREATE UNIQUE INDEX vehicles_stock_number ON vehicles (stock_number) WHERE stock_number IS NOT NULL;
CREATE INDEX vehicles_status ON vehicles (status);

-- A database seeded before these columns existed: the home page's three featured carts.
UPDATE vehicles SET featured = 1
 WHERE id IN ('evolution-carrier-8-plus', 'evolution-d6-max-xt4', 'denago-ev-city');

-- A deleted vehicle's id, so its page answers 410 Gone rather than 404.
CREATE TABLE vehicle_tombstones (
  id TEXT PRIMARY KEY,
  deleted_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE TRIGGER vehicle_tombstones_after_insert AFTER INSERT ON vehicle_tombstones BEGIN
  UPDATE app_meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'inventory_version';
END;

-- Who changed what, when, with the record before and after (JSON; NULL for none).
CREATE TABLE audit_log (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  actor TEXT NOT NULL,
  action TEXT NOT NULL,
  entity TEXT NOT NULL,
  entity_id TEXT,
  before TEXT CHECK (before IS NULL OR json_valid(before)),
  after TEXT CHECK (after IS NULL OR json_valid(after))
);

CREATE INDEX audit_log_entity ON audit_log (entity, entity_id, id);
