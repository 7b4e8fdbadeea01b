-- When the operator last proved who they are in this session (signing in, a passkey
-- assertion, or password + code on the account page), in milliseconds since the epoch.
-- Changing sign-in methods (adding or removing a passkey) needs a proof from the last few
-- minutes. NULL: none recorded.
ALTER TABLE sessions ADD COLUMN reauth_at BIGINT;
UPDATE sessions SET reauth_at = created_at;
