-- The renter's e-mails join the outbox, one per reservation and kind like every message: the
-- request received, confirmed (with its .ics), declined, cancelled, released (not confirmed in
-- time) and the reminder the day before delivery. SQLite cannot change a CHECK in place, so
-- the outbox is rebuilt with the wider list, its rows, ids and delivery log kept.

-- Dropping the old table would take its attempts with it (ON DELETE CASCADE): set them aside.
CREATE TEMP TABLE outbox_attempts_kept AS SELECT * FROM outbox_attempts;

CREATE TABLE outbox_next (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  lead_id TEXT NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('sales', 'adf', 'confirmation', 'overdue',
    'rental-requested', 'rental-confirmed', 'rental-declined', 'rental-cancelled', 'rental-released', 'rental-reminder')),
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'skipped')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL,
  last_error TEXT,
  provider_message_id TEXT,
  sent_at TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  lease_owner TEXT,
  lease_until INTEGER,
  sending_since INTEGER,
  lookup_failures INTEGER NOT NULL DEFAULT 0,
  UNIQUE (lead_id, kind)
);

INSERT INTO outbox_next (id, lead_id, kind, status, attempts, next_attempt_at, last_error, provider_message_id, sent_at, created_at, lease_owner, lease_until, sending_since, lookup_failures)
  SELECT id, lead_id, kind, status, attempts, next_attempt_at, last_error, provider_message_id, sent_at, created_at, lease_owner, lease_until, sending_since, lookup_failures FROM outbox;

-- The ids carry on where they were.
DELETE FROM sqlite_sequence WHERE name = 'outbox_next';
INSERT INTO sqlite_sequence (name, seq) SELECT 'outbox_next', seq FROM sqlite_sequence WHERE name = 'outbox';

DROP TABLE outbox;
ALTER TABLE outbox_next RENAME TO outbox;
CREATE INDEX outbox_due ON outbox (status, next_attempt_at);

-- outbox_attempts names the table "outbox", which is the new one now: its rows come back.
INSERT INTO outbox_attempts SELECT * FROM outbox_attempts_kept;
DROP TABLE outbox_attempts_kept;
