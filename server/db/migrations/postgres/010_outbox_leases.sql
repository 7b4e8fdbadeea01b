-- Several servers may send the outbox (replicas sharing this database). Each message is
-- claimed with a lease before it is sent (SELECT … FOR UPDATE SKIP LOCKED): no other sender
-- takes it until the lease ends, and a sender that dies mid-send leaves it to another afterwards.

-- Who holds the message (a random id per sending process) and until when (epoch ms).
ALTER TABLE outbox ADD COLUMN lease_owner TEXT;
ALTER TABLE outbox ADD COLUMN lease_until BIGINT;
-- Set when a send starts and cleared by its outcome. Still set at the next claim, the last
-- attempt ended without one (its sender died, or the provider did not answer), so the
-- provider is asked whether it has the message (by its CustomID) before it is sent again.
ALTER TABLE outbox ADD COLUMN sending_since BIGINT;
