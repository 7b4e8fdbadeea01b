-- Rentals reserved online against the dealer's fleet: the units (each serves one plan, may be
-- a vehicle record whose photos it shows, and is in or out of service), blocks (a unit out for
-- maintenance from one day to another), reservations (each holds one unit through a claim of
-- 017's booking_claims while it is requested, confirmed or checked out), and the tokens of
-- each operator's iCalendar feed. A reservation keeps the renter's details as a rental
-- record; it is also a lead of kind 'rental' (lead_id), which the leads desk and outbox carry.

CREATE TABLE rental_units (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  -- "Cart 7", "6S-02": what staff call it.
  name TEXT NOT NULL UNIQUE CHECK (length(name) BETWEEN 1 AND 60),
  plan TEXT NOT NULL CHECK (plan IN ('4-seater', '6-seater', 'utility')),
  vehicle_id TEXT REFERENCES vehicles (id) ON DELETE SET NULL ON UPDATE CASCADE,
  in_service INTEGER NOT NULL DEFAULT 1 CHECK (in_service IN (0, 1)),
  note TEXT NOT NULL DEFAULT '' CHECK (length(note) <= 1000),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE INDEX rental_units_plan ON rental_units (plan, in_service);

CREATE TABLE rental_blocks (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  unit_id INTEGER NOT NULL REFERENCES rental_units (id) ON DELETE CASCADE,
  -- Both days included, on the dealer's calendar.
  first_day TEXT NOT NULL CHECK (first_day GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
  last_day TEXT NOT NULL CHECK (last_day GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
  reason TEXT NOT NULL CHECK (length(reason) BETWEEN 1 AND 500),
  created_by TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  CHECK (last_day >= first_day)
);

CREATE INDEX rental_blocks_unit ON rental_blocks (unit_id, first_day);

CREATE TABLE rental_reservations (
  -- The reference the renter is given: R and seven of 0-9 A-Z without I, L, O, U.
  id TEXT PRIMARY KEY CHECK (length(id) = 8 AND id GLOB 'R*' AND id NOT GLOB '*[^0-9A-HJKMNP-TV-Z]*'),
  lead_id TEXT REFERENCES leads (id) ON DELETE SET NULL,
  unit_id INTEGER NOT NULL REFERENCES rental_units (id),
  plan TEXT NOT NULL CHECK (plan IN ('4-seater', '6-seater', 'utility')),
  start_day TEXT NOT NULL CHECK (start_day GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
  days INTEGER NOT NULL CHECK (days BETWEEN 1 AND 30),
  status TEXT NOT NULL DEFAULT 'requested'
    CHECK (status IN ('requested', 'confirmed', 'checked-out', 'returned', 'declined', 'cancelled', 'released')),
  -- Whole dollars, by the price rule (domain/bookings/rental-price.ts) when it was made.
  price INTEGER NOT NULL CHECK (price >= 0),
  town TEXT NOT NULL CHECK (length(town) BETWEEN 1 AND 100),
  address TEXT NOT NULL CHECK (length(address) BETWEEN 1 AND 200),
  -- The delivery estimate (null for a town without one).
  delivery_miles INTEGER,
  delivery_fee INTEGER,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT NOT NULL,
  note TEXT NOT NULL DEFAULT '',
  -- A request not confirmed by then is released (epoch ms).
  hold_until INTEGER NOT NULL,
  -- The form's one-time key or the proxy's request id: the same request again is this reservation.
  submission_key TEXT,
  -- Why it was declined or cancelled.
  reason TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  confirmed_at TEXT,
  closed_at TEXT,
  -- Check-out and return: when, the hour meter, a note.
  checkout_at TEXT,
  checkout_hours REAL CHECK (checkout_hours >= 0),
  checkout_note TEXT,
  return_at TEXT,
  return_hours REAL CHECK (return_hours >= 0),
  return_note TEXT
);

CREATE INDEX rental_reservations_start ON rental_reservations (start_day);
CREATE INDEX rental_reservations_status ON rental_reservations (status, hold_until);
CREATE INDEX rental_reservations_lead ON rental_reservations (lead_id);
CREATE UNIQUE INDEX rental_reservations_submission ON rental_reservations (submission_key) WHERE submission_key IS NOT NULL;

-- Each operator's iCalendar feed: the token in its URL, stored hashed, one live per operator.
CREATE TABLE rental_feed_tokens (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  operator_id INTEGER NOT NULL REFERENCES operators (id) ON DELETE CASCADE,
  token_hash TEXT NOT NULL UNIQUE,
  created_at INTEGER NOT NULL,
  last_used_at INTEGER,
  revoked_at INTEGER
);

CREATE UNIQUE INDEX rental_feed_tokens_live ON rental_feed_tokens (operator_id) WHERE revoked_at IS NULL;

-- The key the renter's cancel links are signed with.
INSERT INTO auth_keys (name, value) VALUES ('rental-links', lower(hex(randomblob(32))));
