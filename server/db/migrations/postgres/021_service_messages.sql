-- A service booking's e-mails join the outbox, one per booking and kind like every message:
-- booked (with its .ics), moved, cancelled, the reminder the day before the drop-off, and
-- "your cart is ready": the CHECK is replaced by the wider list.

ALTER TABLE outbox DROP CONSTRAINT outbox_kind_check;
ALTER TABLE outbox ADD CONSTRAINT outbox_kind_check CHECK (kind IN ('sales', 'adf', 'confirmation', 'overdue',
  'rental-requested', 'rental-confirmed', 'rental-declined', 'rental-cancelled', 'rental-released', 'rental-reminder',
  'service-booked', 'service-moved', 'service-cancelled', 'service-reminder', 'service-ready'));
