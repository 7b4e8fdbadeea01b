-- A message whose last send got no answer is looked up at the provider (by its CustomID)
-- before it is sent again. When the lookup itself fails (the provider's REST API erring while
-- its Send API works, or an API key without read access), each failure counts here; after a
-- few the message is sent anyway (a duplicate is possible) rather than never. Back to 0 when
-- another send goes unanswered, and when the message is sent.
ALTER TABLE outbox ADD COLUMN lookup_failures INTEGER NOT NULL DEFAULT 0;
