-- Request counts of the site's rate limits (the lead forms, activity reports, passkey
-- ceremonies), kept in the database so every process and every server sharing it counts
-- together. One row per limiter and client: `key` is the limiter's name and a keyed hash of
-- the client's address (never the address itself), `hits` the requests counted in the current
-- window and `reset_at` when that window ends (epoch milliseconds). A hit after `reset_at`
-- starts a new window; rows whose window has ended are deleted from time to time.
CREATE TABLE rate_limits (
  key TEXT PRIMARY KEY CHECK (char_length(key) BETWEEN 1 AND 200),
  hits INTEGER NOT NULL CHECK (hits >= 0),
  reset_at BIGINT NOT NULL
);
CREATE INDEX rate_limits_reset_at ON rate_limits (reset_at);

-- The secret the client's address is hashed with, made once per database so every process
-- derives the same key for the same client: 64 lower-case hex digits from the server's strong
-- random source (two random UUIDs, 244 random bits).
INSERT INTO auth_keys (name, value)
  VALUES ('rate-limit', replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''));
