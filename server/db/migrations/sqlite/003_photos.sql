-- The dealer's photos of each vehicle, and the variants made of each at upload (AVIF,
-- WebP and JPEG at a few widths), kept in the database so one backup holds them all.

CREATE TABLE photos (
  -- 16 hex digits, random.
  id TEXT PRIMARY KEY CHECK (length(id) = 16 AND id NOT GLOB '*[^0-9a-f]*'),
  vehicle_id TEXT NOT NULL REFERENCES vehicles (id) ON DELETE CASCADE ON UPDATE CASCADE,
  -- 0 is the cover; the rest follow in order.
  position INTEGER NOT NULL CHECK (position >= 0),
  -- After EXIF rotation, before resizing.
  width INTEGER NOT NULL CHECK (width > 0),
  height INTEGER NOT NULL CHECK (height > 0),
  -- The first 16 hex digits of the uploaded file's SHA-256: part of every variant's URL.
  hash TEXT NOT NULL CHECK (length(hash) = 16 AND hash NOT GLOB '*[^0-9a-f]*'),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE INDEX photos_vehicle ON photos (vehicle_id, position);

CREATE TABLE photo_variants (
  photo_id TEXT NOT NULL REFERENCES photos (id) ON DELETE CASCADE,
  format TEXT NOT NULL CHECK (format IN ('avif', 'webp', 'jpeg')),
  width INTEGER NOT NULL CHECK (width > 0),
  height INTEGER NOT NULL CHECK (height > 0),
  bytes BLOB NOT NULL,
  byte_size INTEGER NOT NULL CHECK (byte_size = length(bytes)),
  PRIMARY KEY (photo_id, format, width)
);

-- A photo added, moved or removed changes what pages show: bump the inventory version as
-- the vehicle triggers do (variants come and go with their photo, which fires these).
CREATE TRIGGER photos_after_insert AFTER INSERT ON photos BEGIN
  UPDATE app_meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'inventory_version';
END;
CREATE TRIGGER photos_after_update AFTER UPDATE ON photos BEGIN
  UPDATE app_meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'inventory_version';
END;
CREATE TRIGGER photos_after_delete AFTER DELETE ON photos BEGIN
  UPDATE app_meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'inventory_version';
END;
