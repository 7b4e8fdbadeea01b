-- Service drop-offs booked into windows: the owner's settings (one row: each weekday's windows
-- with how many carts each takes, the minimum notice in working days, how far ahead one may
-- book, the shop's closed days) and the bookings. A booking holds one place of its window
-- through a claim of 017's booking_claims (resource "window:2026-06-04T08:00#2", holder
-- "service:S…") from booked until cancelled, so the database refuses a window past its
-- capacity whoever writes. A booking is also a lead of kind 'service' (lead_id).

CREATE TABLE service_settings (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  -- JSON: seven arrays (Sunday first) of { from, to, capacity }.
  windows TEXT NOT NULL CHECK (char_length(windows) <= 10000),
  notice_days INTEGER NOT NULL CHECK (notice_days BETWEEN 0 AND 14),
  horizon_days INTEGER NOT NULL CHECK (horizon_days BETWEEN 1 AND 180),
  -- JSON: days (YYYY-MM-DD) the shop takes no drop-offs.
  closed_days TEXT NOT NULL DEFAULT '[]' CHECK (char_length(closed_days) <= 10000),
  updated_by TEXT NOT NULL,
  updated_at TEXT NOT NULL DEFAULT utc_now_text()
);

CREATE TABLE service_bookings (
  -- The reference the customer is given: S and seven of 0-9 A-Z without I, L, O, U.
  id TEXT PRIMARY KEY CHECK (id ~ '^S[0-9A-HJKMNP-TV-Z]{7}$'),
  lead_id TEXT REFERENCES leads (id) ON DELETE SET NULL,
  -- The window: its day and times on the dealer's clock, and the span it stands for (epoch ms).
  window_day TEXT NOT NULL CHECK (window_day ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
  window_from TEXT NOT NULL CHECK (window_from ~ '^[0-2][0-9]:[0-5][0-9]$'),
  window_to TEXT NOT NULL CHECK (window_to ~ '^[0-2][0-9]:[0-5][0-9]$'),
  starts_at BIGINT NOT NULL,
  ends_at BIGINT NOT NULL,
  status TEXT NOT NULL DEFAULT 'booked'
    CHECK (status IN ('booked', 'confirmed', 'received', 'in-progress', 'ready', 'collected', 'cancelled')),
  make TEXT NOT NULL CHECK (char_length(make) BETWEEN 1 AND 60),
  model TEXT NOT NULL CHECK (char_length(model) BETWEEN 1 AND 60),
  problem TEXT NOT NULL CHECK (char_length(problem) BETWEEN 1 AND 2000),
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT NOT NULL,
  -- What the customer added.
  note TEXT NOT NULL DEFAULT '',
  -- The desk's own notes (never sent to the customer).
  staff_notes TEXT NOT NULL DEFAULT '' CHECK (char_length(staff_notes) <= 5000),
  -- The form's one-time key or the proxy's request id: the same request again is this booking.
  submission_key TEXT,
  reason TEXT,
  created_at TEXT NOT NULL DEFAULT utc_now_text(),
  updated_at TEXT NOT NULL DEFAULT utc_now_text(),
  confirmed_at TEXT,
  received_at TEXT,
  ready_at TEXT,
  collected_at TEXT,
  cancelled_at TEXT,
  CHECK (ends_at > starts_at)
);

CREATE INDEX service_bookings_day ON service_bookings (window_day, window_from);
CREATE INDEX service_bookings_status ON service_bookings (status);
CREATE INDEX service_bookings_lead ON service_bookings (lead_id);
CREATE UNIQUE INDEX service_bookings_submission ON service_bookings (submission_key) WHERE submission_key IS NOT NULL;

-- The key the customer's cancel and move links are signed with.
INSERT INTO auth_keys (name, value)
  VALUES ('service-links', replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''));
