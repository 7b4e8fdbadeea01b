-- The leads desk: every enquiry's kind, what the visitor sent beyond the contact form,
-- where the visit came from, where the lead stands in the sales pipeline, notes, and an
-- outbox with one message per lead and kind (sales notification, ADF/XML for the CRM,
-- the visitor's confirmation, the overdue reminder), each attempt logged.

ALTER TABLE leads ADD COLUMN kind TEXT NOT NULL DEFAULT 'contact'
  CHECK (kind IN ('contact', 'test-drive', 'rental', 'service', 'trade-in'));
-- What the kind's form asked beyond name, e-mail, phone and message (JSON object).
ALTER TABLE leads ADD COLUMN details TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(details));
-- The vehicle the enquiry is about, as an id; the lead keeps its own copy of what mattered in details.
ALTER TABLE leads ADD COLUMN vehicle_id TEXT;
-- The page the form was sent from (a path on this site), the visit's referrer and campaign tags (utm_*).
ALTER TABLE leads ADD COLUMN source_page TEXT;
ALTER TABLE leads ADD COLUMN referrer TEXT;
ALTER TABLE leads ADD COLUMN campaign TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(campaign));
ALTER TABLE leads ADD COLUMN status TEXT NOT NULL DEFAULT 'new'
  CHECK (status IN ('new', 'contacted', 'qualified', 'won', 'lost'));
ALTER TABLE leads ADD COLUMN assignee TEXT;
-- The first status change or note: how long the lead waited for an answer.
ALTER TABLE leads ADD COLUMN first_response_at TEXT;
ALTER TABLE leads ADD COLUMN updated_at TEXT;

UPDATE leads SET updated_at = created_at WHERE updated_at IS NULL;

CREATE INDEX leads_created ON leads (created_at);
CREATE INDEX leads_status ON leads (status, created_at);
CREATE INDEX leads_email ON leads (email COLLATE NOCASE);

CREATE TABLE lead_notes (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  lead_id TEXT NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  author TEXT NOT NULL,
  text TEXT NOT NULL
);

CREATE INDEX lead_notes_lead ON lead_notes (lead_id, id);

-- One message per lead and kind (UNIQUE), so no message can be queued twice.
CREATE TABLE outbox_messages (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  lead_id TEXT NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('sales', 'adf', 'confirmation', 'overdue')),
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'skipped')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL,
  last_error TEXT,
  provider_message_id TEXT,
  sent_at TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  UNIQUE (lead_id, kind)
);

INSERT INTO outbox_messages (id, lead_id, kind, status, attempts, next_attempt_at, last_error, provider_message_id, sent_at, created_at)
  SELECT id, lead_id, 'sales', status, attempts, next_attempt_at, last_error, provider_message_id, sent_at, created_at FROM outbox;

DROP TABLE outbox;
ALTER TABLE outbox_messages RENAME TO outbox;
CREATE INDEX outbox_due ON outbox (status, next_attempt_at);

-- Every send attempt and its result: the lead's delivery log.
CREATE TABLE outbox_attempts (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  outbox_id INTEGER NOT NULL REFERENCES outbox (id) ON DELETE CASCADE,
  at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  ok INTEGER NOT NULL CHECK (ok IN (0, 1)),
  error TEXT,
  provider_message_id TEXT
);

CREATE INDEX outbox_attempts_message ON outbox_attempts (outbox_id, id);
