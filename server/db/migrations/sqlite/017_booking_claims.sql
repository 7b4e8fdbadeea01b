-- The availability engine's one table: a resource (a rental unit, one place of a service
-- window) claimed over a span of time by a holder (a reservation, a block, a booking). Spans
-- are epoch milliseconds, half-open [starts_at, ends_at): days are the dealer's midnights
-- (domain/bookings/days.ts), windows their own times. No resource is ever in two claims that
-- overlap: the application checks and writes in one BEGIN IMMEDIATE transaction, and these
-- triggers refuse any write that would break the rule, whoever makes it.
CREATE TABLE booking_claims (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  -- "unit:12", "window:2026-06-01T08:00#2": what is claimed.
  resource TEXT NOT NULL CHECK (length(resource) BETWEEN 1 AND 100),
  starts_at INTEGER NOT NULL,
  ends_at INTEGER NOT NULL,
  -- "reservation:R7K3M9QX", "block:4": what holds it, one claim each.
  holder TEXT NOT NULL UNIQUE CHECK (length(holder) BETWEEN 1 AND 100),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  CHECK (ends_at > starts_at)
);

CREATE INDEX booking_claims_resource ON booking_claims (resource, starts_at);
CREATE INDEX booking_claims_time ON booking_claims (starts_at, ends_at);

CREATE TRIGGER booking_claims_no_overlap_insert BEFORE INSERT ON booking_claims
  WHEN EXISTS (SELECT 1 FROM booking_claims c WHERE c.resource = NEW.resource AND c.starts_at < NEW.ends_at AND NEW.starts_at < c.ends_at)
BEGIN
  SELECT RAISE(ABORT, 'booking_claims_no_overlap: the resource is already claimed for part of that time');
END;

CREATE TRIGGER booking_claims_no_overlap_update BEFORE UPDATE OF resource, starts_at, ends_at ON booking_claims
  WHEN EXISTS (SELECT 1 FROM booking_claims c WHERE c.id <> NEW.id AND c.resource = NEW.resource AND c.starts_at < NEW.ends_at AND NEW.starts_at < c.ends_at)
BEGIN
  SELECT RAISE(ABORT, 'booking_claims_no_overlap: the resource is already claimed for part of that time');
END;
