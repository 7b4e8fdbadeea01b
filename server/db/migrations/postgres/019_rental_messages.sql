-- The renter's e-mails join the outbox, one per reservation and kind like every message: the
-- request received, confirmed (with its .ics), declined, cancelled, released (not confirmed in
-- time) and the reminder the day before delivery.
ALTER TABLE outbox DROP CONSTRAINT outbox_kind_check;
ALTER TABLE outbox ADD CONSTRAINT outbox_kind_check CHECK (kind IN ('sales', 'adf', 'confirmation', 'overdue',
  'rental-requested', 'rental-confirmed', 'rental-declined', 'rental-cancelled', 'rental-released', 'rental-reminder'));
