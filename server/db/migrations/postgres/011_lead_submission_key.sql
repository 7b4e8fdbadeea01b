-- The proxy's id of the request that brought a lead (nginx's X-Request-Id, the same on every
-- replica it tries): a request sent again to another replica after the first stored the lead
-- but could not answer is the same lead, not a second one.
ALTER TABLE leads ADD COLUMN submission_key TEXT;
CREATE UNIQUE INDEX leads_submission_key ON leads (submission_key) WHERE submission_key IS NOT NULL;
